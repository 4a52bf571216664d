import { describe, it, expect } from 'vitest';
import { hasNoCharacterLimit, quotaFigure, remainingCharacters } from './remaining-characters.js';

describe('hasNoCharacterLimit', () => {
  it('is true for enterprise and trial only', () => {
    expect(hasNoCharacterLimit('enterprise')).toBe(true);
    expect(hasNoCharacterLimit('trial')).toBe(true);
    expect(hasNoCharacterLimit('scale_2024_08_10')).toBe(false);
    expect(hasNoCharacterLimit('free')).toBe(false);
  });
});

describe('remainingCharacters', () => {
  it('is -1 when unlimited', () => {
    expect(remainingCharacters({ tier: 'enterprise', characterLimit: 100, characterCount: 5 })).toBe(-1);
  });
  it('is the limit minus the count', () => {
    expect(remainingCharacters({ tier: 'creator', characterLimit: 100_000, characterCount: 2_500 })).toBe(97_500);
  });
  it('does not go below 0 once the limit is used up or exceeded', () => {
    expect(remainingCharacters({ tier: 'creator', characterLimit: 100_000, characterCount: 100_001 })).toBe(0);
  });
});

describe('quotaFigure', () => {
  const usage = { tier: 'starter', characterLimit: 30_000, characterCount: 1_234 } as const;
  it('shows the characters used', () => {
    expect(quotaFigure(usage, 'used')).toBe(1_234);
  });
  it('shows the characters remaining', () => {
    expect(quotaFigure(usage, 'remaining')).toBe(28_766);
  });
});
