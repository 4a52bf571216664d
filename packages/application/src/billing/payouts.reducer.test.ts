import { describe, it, expect } from 'vitest';
import { IDLE_PAYOUTS, reducePayouts } from './payouts.reducer.js';

describe('payouts reducer', () => {
  it('prepares one hosted page at a time, until its call answers', () => {
    const settingUp = reducePayouts(IDLE_PAYOUTS, { type: 'requested', page: 'setUp' });
    expect(settingUp).toEqual({ pending: 'setUp' });
    expect(reducePayouts(settingUp, { type: 'requested', page: 'manage' })).toBe(settingUp);
    expect(reducePayouts(settingUp, { type: 'settled' })).toEqual({ pending: null });
    expect(reducePayouts(IDLE_PAYOUTS, { type: 'opened' })).toBe(IDLE_PAYOUTS);
  });
});
