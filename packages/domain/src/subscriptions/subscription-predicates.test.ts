import { describe, expect, it } from 'vitest';
import { hasCancelDate, hasNeverHeldPaidTier, isTreatedAsCanceled } from './subscription-predicates.js';

const CANCEL_AT = 1_767_225_600;

describe('subscription predicates', () => {
  it('has a cancel date only when cancel_at is set', () => {
    expect(hasCancelDate({ cancelAtUnixSeconds: CANCEL_AT })).toBe(true);
    expect(hasCancelDate({ cancelAtUnixSeconds: 0 })).toBe(true);
    expect(hasCancelDate({ cancelAtUnixSeconds: null })).toBe(false);
  });

  it('treats a paid, non-enterprise subscription with a cancel date as canceled', () => {
    expect(isTreatedAsCanceled({ tier: 'creator', cancelAtUnixSeconds: CANCEL_AT })).toBe(true);
    expect(isTreatedAsCanceled({ tier: 'scale_2024_08_10', cancelAtUnixSeconds: CANCEL_AT })).toBe(true);
  });

  it('does not treat enterprise, free, trial or an uncancelled subscription as canceled', () => {
    expect(isTreatedAsCanceled({ tier: 'enterprise', cancelAtUnixSeconds: CANCEL_AT })).toBe(false);
    expect(isTreatedAsCanceled({ tier: 'free', cancelAtUnixSeconds: CANCEL_AT })).toBe(false);
    expect(isTreatedAsCanceled({ tier: 'trial', cancelAtUnixSeconds: CANCEL_AT })).toBe(false);
    expect(isTreatedAsCanceled({ tier: 'pro', cancelAtUnixSeconds: null })).toBe(false);
  });

  it('knows who never held a paid tier', () => {
    expect(hasNeverHeldPaidTier({ tier: 'free', previouslySubscribedTiers: [] })).toBe(true);
    expect(hasNeverHeldPaidTier({ tier: 'trial', previouslySubscribedTiers: ['free', 'trial'] })).toBe(true);
    expect(hasNeverHeldPaidTier({ tier: 'free', previouslySubscribedTiers: ['starter'] })).toBe(false);
    expect(hasNeverHeldPaidTier({ tier: 'creator', previouslySubscribedTiers: [] })).toBe(false);
  });
});
