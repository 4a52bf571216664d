import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isQuotaUsedUp, requestQuota } from './request-quota.js';
import {
  quotaExceededWarning, remainingQuotaText, requestQuotaText,
} from './quota-messages.js';

const creator = (characterCount: number) => ({ tier: 'creator', characterLimit: 100_000, characterCount }) as const;

describe('requestQuota', () => {
  it('gives the cost, what is left and the limit', () => {
    expect(requestQuota(creator(25_000), 152)).toEqual({ cost: 152, remaining: 75_000, limit: 100_000, exceeded: false });
  });
  it('allows a request that costs exactly what is left, and refuses one character more', () => {
    expect(requestQuota(creator(99_848), 152).exceeded).toBe(false);
    expect(requestQuota(creator(99_849), 152).exceeded).toBe(true);
  });
  it('is never exceeded on a tier without a limit', () => {
    expect(requestQuota({ tier: 'enterprise', characterLimit: 0, characterCount: 5_000 }, 40_000)).toEqual({ cost: 40_000, remaining: -1, limit: -1, exceeded: false });
  });
  it('exceeds exactly when the cost is above what is left (property)', () => {
    fc.assert(fc.property(fc.nat(200_000), fc.nat(200_000), fc.nat(50_000), (limit, count, cost) => {
      const quota = requestQuota({ tier: 'pro', characterLimit: limit, characterCount: count }, cost);
      expect(quota.exceeded).toBe(cost > Math.max(0, limit - count));
    }));
  });
});

describe('isQuotaUsedUp', () => {
  it('is true when no character is left, never on a tier without a limit', () => {
    expect(isQuotaUsedUp(creator(100_000))).toBe(true);
    expect(isQuotaUsedUp(creator(99_999))).toBe(false);
    expect(isQuotaUsedUp({ tier: 'trial', characterLimit: 0, characterCount: 10 })).toBe(false);
  });
});

describe('the quota text', () => {
  it('shows the cost and the characters remaining of the plan, exactly, with thousands separators', () => {
    expect(requestQuotaText(152, { remaining: 75_000, limit: 100_000 })).toBe('152 characters · 75,000 of 100,000 characters remaining');
    expect(requestQuotaText(1, { remaining: 1_050, limit: 10_000 })).toBe('1 character · 1,050 of 10,000 characters remaining');
  });
  it('says when the plan has no limit', () => {
    expect(requestQuotaText(152, { remaining: -1, limit: -1 })).toBe('152 characters · No character limit on your plan');
    expect(remainingQuotaText(-1, -1)).toBe('No character limit on your plan');
  });
  it('shows the cost alone while the usage is not known', () => {
    expect(requestQuotaText(1_520, null)).toBe('1,520 characters');
  });
  it('warns with both figures before a request over the quota', () => {
    expect(quotaExceededWarning(1_100, 1_050)).toBe('This request needs 1,100 characters, but your plan has only 1,050 characters left this period.');
    expect(quotaExceededWarning(152, 0)).toBe('Your plan has no characters left this period; this request needs 152 characters.');
  });
});
