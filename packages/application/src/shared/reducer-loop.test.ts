import { describe, it, expect } from 'vitest';
import { EMPTY, from, of, Subject, type Observable } from 'rxjs';
import { runScreen } from './reducer-loop.js';

type Ev = { readonly type: 'ask'; readonly n: number } | { readonly type: 'answer'; readonly n: number } | { readonly type: 'noop' };

/** Counts answers; an `ask` starts work answering `n` through `call`. */
const machine = (inputs$: Observable<Ev>, call: (n: number) => Observable<Ev>, reads: { count: number } = { count: 0 }) =>
  runScreen<readonly number[], Ev>({
    initial: () => {
      reads.count += 1;
      return [];
    },
    inputs$,
    reduce: (state, event) => (event.type === 'answer' ? [...state, event.n] : state),
    work: (_, event) => (event.type === 'ask' ? call(event.n) : EMPTY),
  });

describe('runScreen', () => {
  it('reduces an answer that comes at once after the state that asked for it', () => {
    const states: (readonly number[])[] = [];
    machine(from<Ev[]>([{ type: 'ask', n: 1 }, { type: 'ask', n: 2 }]), (n) => of<Ev>({ type: 'answer', n })).subscribe((s) => states.push(s));
    expect(states).toEqual([[], [1], [1, 2]]);
  });

  it('emits nothing for an event the reducer ignores, except the first state', () => {
    const states: (readonly number[])[] = [];
    machine(from<Ev[]>([{ type: 'noop' }, { type: 'noop' }]), () => EMPTY).subscribe((s) => states.push(s));
    expect(states).toEqual([[]]);
  });

  it('reads its initial state per subscription', () => {
    const reads = { count: 0 };
    const screen$ = machine(EMPTY, () => EMPTY, reads);
    screen$.subscribe();
    screen$.subscribe();
    expect(reads.count).toBe(2);
  });

  it('lets started work run to its end after the subscriber left, and drops its answer', () => {
    const call = new Subject<Ev>();
    const ran: number[] = [];
    const inputs = new Subject<Ev>();
    const states: (readonly number[])[] = [];
    const subscription = machine(inputs, (n) => {
      ran.push(n);
      return call;
    }).subscribe((s) => states.push(s));
    inputs.next({ type: 'ask', n: 7 });
    subscription.unsubscribe();
    expect(call.observed).toBe(true);
    call.next({ type: 'answer', n: 7 });
    call.complete();
    expect(ran).toEqual([7]);
    expect(states).toEqual([[]]);
    expect(call.observed).toBe(false);
  });
});
