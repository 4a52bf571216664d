import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { USAGE_READY } from '../../../test/billing-views';
import { SIGNED_IN } from '../../../test/fakes';
import { renderApp } from '../../../test/render-app';

const fact = (region: HTMLElement, term: string) => within(region).getByText(term).nextElementSibling?.textContent;

describe('/app/usage', () => {
  it('shows characters used against the limit, what remains, a progress bar and the reset date', async () => {
    renderApp('/app/usage', { session: SIGNED_IN, usage: USAGE_READY });
    const meter = await screen.findByRole('region', { name: 'Characters this billing period' });
    expect(within(meter).getByText('25K / 100K')).toBeDefined();
    expect(fact(meter, 'Remaining')).toBe('75K');
    expect(fact(meter, 'Resets on')).toBe('12/22/2026');
    const bar = within(meter).getByRole('progressbar', { name: 'Characters used' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25000');
    expect(bar.getAttribute('aria-valuemax')).toBe('100000');
  });

  it('shows Unlimited for the limit and remaining -1, without a progress bar', async () => {
    renderApp('/app/usage', { session: SIGNED_IN, usage: { ...USAGE_READY, limit: -1, remaining: -1, extensionCeiling: null } });
    const meter = await screen.findByRole('region', { name: 'Characters this billing period' });
    expect(within(meter).getByText('25K / Unlimited')).toBeDefined();
    expect(fact(meter, 'Limit')).toBe('Unlimited');
    expect(fact(meter, 'Remaining')).toBe('Unlimited');
    expect(within(meter).queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Extend your limit' })).toBeNull();
  });

  it('offers the extension up to the view’s ceiling and sends the new limit', async () => {
    const app = renderApp('/app/usage', { session: SIGNED_IN, usage: USAGE_READY });
    const extend = await screen.findByRole('region', { name: 'Extend your limit' });
    const input = within(extend).getByLabelText('New character limit') as HTMLInputElement;
    expect(input.value).toBe('150050');
    expect(input.max).toBe('150050');
    expect(within(extend).getByText('Up to 150,050 characters this period (the most your plan allows).')).toBeDefined();
    await app.user.clear(input);
    await app.user.type(input, '120000');
    await app.user.click(within(extend).getByRole('button', { name: 'Extend limit' }));
    expect(app.usage.calls.extendLimit).toEqual([120000]);
    act(() => app.notifications.notify({ type: 'toast', kind: 'success', message: 'Character limit extended' }));
    expect(await screen.findByText('Character limit extended')).toBeDefined();
  });

  it('offers a retry when usage could not be loaded', async () => {
    const app = renderApp('/app/usage', { session: SIGNED_IN, usage: { ...USAGE_READY, status: 'failed' } });
    expect((await screen.findByRole('alert')).textContent).toBe('We could not load your usage.');
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(app.usage.calls.reload).toBe(1);
  });

  it('shows the extension busy while the view says it is being sent', async () => {
    renderApp('/app/usage', { session: SIGNED_IN, usage: { ...USAGE_READY, extending: true } });
    const extend = await screen.findByRole('region', { name: 'Extend your limit' });
    expect(within(extend).getByRole('button', { name: 'Extend limit' }).getAttribute('aria-busy')).toBe('true');
  });
});
