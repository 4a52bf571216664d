import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SegmentedControl } from './segmented-control';

type Mode = 'text' | 'dialogue' | 'script';

const OPTIONS = [
  { value: 'text', label: 'Text' },
  { value: 'dialogue', label: 'Dialogue' },
  { value: 'script', label: 'Script' },
] as const;

const Harness = ({ changes }: { readonly changes: Mode[] }) => {
  const [mode, setMode] = useState<Mode>('text');
  return (
    <SegmentedControl
      label="Mode"
      value={mode}
      options={OPTIONS}
      onChange={(next) => {
        changes.push(next);
        setMode(next);
      }}
    />
  );
};

/** Presses an arrow key as a person does: Radix moves focus on a timer and checks the radio focused while the key is down. */
const press = async (key: string) => {
  await userEvent.keyboard(`{${key}>}`);
  await new Promise((resolve) => setTimeout(resolve, 0));
  await userEvent.keyboard(`{/${key}}`);
};

const checked = () => screen.getAllByRole('radio').filter((radio) => radio.getAttribute('aria-checked') === 'true').map((radio) => radio.textContent);

describe('SegmentedControl', () => {
  it('is a named radio group with one checked option and one tab stop', async () => {
    render(<Harness changes={[]} />);
    expect(screen.getByRole('radiogroup', { name: 'Mode' })).toBeDefined();
    expect(checked()).toEqual(['Text']);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Text' }));
    await userEvent.tab();
    expect(screen.getAllByRole('radio')).not.toContain(document.activeElement);
  });

  it('moves to and chooses the next and previous option with the arrow keys, wrapping round', async () => {
    const changes: Mode[] = [];
    render(<Harness changes={changes} />);
    await userEvent.tab();
    await press('ArrowRight');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Dialogue' }));
    expect(checked()).toEqual(['Dialogue']);
    await press('ArrowDown');
    await press('ArrowRight');
    expect(checked()).toEqual(['Text']);
    await press('ArrowLeft');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Script' }));
    expect(changes).toEqual(['dialogue', 'script', 'text', 'script']);
  });

  it('chooses an option on click', async () => {
    const changes: Mode[] = [];
    render(<Harness changes={changes} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Script' }));
    expect(checked()).toEqual(['Script']);
    expect(changes).toEqual(['script']);
  });
});
