import { describe, it, expect } from 'vitest';
import { monthlyFreeCharacterAllowance, UNLIMITED } from './character-allowance.js';

describe('monthlyFreeCharacterAllowance', () => {
  it.each([
    ['free', 0],
    ['starter', 0],
    ['creator', 1000],
    ['pro', 3000],
    ['growing_business', 20000],
    ['scale_2024_08_10', 20000],
    ['grant_tier_1_2025_07_23', 20000],
    ['grant_tier_2_2025_07_23', 20000],
    ['enterprise', -1],
    ['trial', -1],
  ] as const)('gives %s %d', (tier, allowance) => {
    expect(monthlyFreeCharacterAllowance(tier)).toBe(allowance);
  });
  it('writes unlimited as -1', () => {
    expect(UNLIMITED).toBe(-1);
  });
});
