import { describe, it, expect } from 'vitest';
import { canExtendCharacterLimit, extendedCharacterLimitCeiling } from './character-limit-extension.js';

describe('canExtendCharacterLimit', () => {
  it('allows an active subscription that permits extension', () => {
    expect(canExtendCharacterLimit({ canExtendCharacterLimit: true, status: 'active', tier: 'creator' })).toBe(true);
  });
  it('allows enterprise whatever its status', () => {
    expect(canExtendCharacterLimit({ canExtendCharacterLimit: true, status: 'past_due', tier: 'enterprise' })).toBe(true);
  });
  it('refuses a non-enterprise subscription that is not active', () => {
    expect(canExtendCharacterLimit({ canExtendCharacterLimit: true, status: 'past_due', tier: 'pro' })).toBe(false);
    expect(canExtendCharacterLimit({ canExtendCharacterLimit: true, status: 'trialing', tier: 'trial' })).toBe(false);
  });
  it('refuses when the subscription does not allow it, even active or enterprise', () => {
    expect(canExtendCharacterLimit({ canExtendCharacterLimit: false, status: 'active', tier: 'pro' })).toBe(false);
    expect(canExtendCharacterLimit({ canExtendCharacterLimit: false, status: 'active', tier: 'enterprise' })).toBe(false);
  });
});

describe('extendedCharacterLimitCeiling', () => {
  it.each([
    [100_000, 150_050],
    [30_000, 45_050],
    [0, 50],
    [1, 52],
    [3, 55],
  ])('extends %d to round(1.5 × %d + 50) = %d', (limit, ceiling) => {
    expect(extendedCharacterLimitCeiling(limit)).toBe(ceiling);
  });
});
