import { describe, it, expect } from 'vitest';
import * as E from 'fp-ts/lib/Either.js';
import { INITIAL_USAGE, reduceUsage, usageView, type UsageEvent, type UsageState } from './usage.reducer.js';
import { Unavailable } from '../shared/port-error.js';
import { subscriptionDetails } from './testing/billing-fakes.js';

const run = (events: readonly UsageEvent[], from: UsageState = INITIAL_USAGE): UsageState => events.reduce(reduceUsage, from);
const loaded = run([{ type: 'reloadRequested' }, { type: 'loaded', load: 1, result: E.right(subscriptionDetails()) }]);

describe('usage reducer', () => {
  it('is loading until the first answer; a reload keeps the last answer shown; an older answer is ignored', () => {
    expect(usageView(run([{ type: 'reloadRequested' }]), 0).status).toBe('loading');
    expect(usageView(loaded, 0)).toMatchObject({ status: 'ready', limit: 100_000, extensionCeiling: 150_050, extending: false });
    const reloading = run([{ type: 'reloadRequested' }], loaded);
    expect(usageView(reloading, 0).status).toBe('ready');
    expect(run([{ type: 'loaded', load: 1, result: E.left(Unavailable()) }], reloading)).toBe(reloading);
    expect(usageView(run([{ type: 'loaded', load: 2, result: E.left(Unavailable()) }], reloading), 0).status).toBe('failed');
  });

  it('sends one extension at a time, only within (limit, ceiling]', () => {
    expect(run([{ type: 'extendRequested', newLimit: 150_051 }], loaded)).toBe(loaded);
    expect(run([{ type: 'extendRequested', newLimit: 100_000 }], loaded)).toBe(loaded);
    expect(run([{ type: 'extendRequested', newLimit: 120_000 }])).toBe(INITIAL_USAGE);
    const extending = run([{ type: 'extendRequested', newLimit: 120_000 }], loaded);
    expect(extending.extending).toBe(120_000);
    expect(usageView(extending, 0).extending).toBe(true);
    expect(run([{ type: 'extendRequested', newLimit: 130_000 }], extending)).toBe(extending);
  });

  it('a sent extension reloads the usage when it succeeded', () => {
    const extending = run([{ type: 'extendRequested', newLimit: 120_000 }], loaded);
    expect(run([{ type: 'extended', succeeded: true }], extending)).toMatchObject({ extending: null, load: 2 });
    expect(run([{ type: 'extended', succeeded: false }], extending)).toMatchObject({ extending: null, load: 1 });
  });
});
