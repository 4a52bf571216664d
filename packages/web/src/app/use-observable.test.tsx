import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { BehaviorSubject, NEVER, Observable, Subject, finalize, throwError } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { useIntent, useObservable } from './use-observable';

class Boundary extends Component<{ readonly children: ReactNode }, { readonly error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error === null ? this.props.children : <p role="alert">{String(this.state.error)}</p>;
  }
}

const Value = ({ source }: { readonly source: Observable<number> }) => <span>{useObservable(source, -1)}</span>;

describe('useObservable', () => {
  it('renders the current value at once and every later one', () => {
    const source = new BehaviorSubject(1);
    render(<Value source={source} />);
    expect(screen.getByText('1')).toBeDefined();
    act(() => source.next(2));
    expect(screen.getByText('2')).toBeDefined();
  });

  it('renders the initial value until the stream emits', () => {
    const source = new Subject<number>();
    render(<Value source={source} />);
    expect(screen.getByText('-1')).toBeDefined();
    act(() => source.next(7));
    expect(screen.getByText('7')).toBeDefined();
  });

  it('subscribes once per observable, however many components read it', () => {
    const subscribe = vi.fn();
    const source = new Observable<number>((subscriber) => {
      subscribe();
      subscriber.next(3);
    });
    render(
      <>
        <Value source={source} />
        <Value source={source} />
        <Value source={source} />
      </>,
    );
    expect(screen.getAllByText('3')).toHaveLength(3);
    expect(subscribe).toHaveBeenCalledTimes(1);
  });

  it('unsubscribes once nobody reads it', async () => {
    const ended = vi.fn();
    const source = NEVER.pipe(finalize(ended));
    const view = render(<Value source={source} />);
    view.unmount();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('throws a stream error to the error boundary', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Boundary>
        <Value source={throwError(() => 'stream broke')} />
      </Boundary>,
    );
    expect(screen.getByRole('alert').textContent).toBe('stream broke');
  });
});

describe('useIntent', () => {
  it('runs an intent, hands over its result, and ends it on unmount', () => {
    const ended = vi.fn();
    const results = new Subject<string>();
    const seen: string[] = [];
    let run: ReturnType<typeof useIntent> | null = null;
    const Runner = () => {
      run = useIntent();
      return null;
    };
    const view = render(<Runner />);
    act(() => run?.(results.pipe(finalize(ended)), (result) => seen.push(result)));
    act(() => results.next('done'));
    view.unmount();
    expect(seen).toEqual(['done']);
    expect(ended).toHaveBeenCalledTimes(1);
  });
});
