import { describe, it, expect } from 'vitest';
import { maxVoiceAddEdits, professionalVoiceLimit } from './voice-limits.js';

describe('maxVoiceAddEdits', () => {
  it.each([
    [3, 55],
    [10, 65],
    [30, 95],
    [160, 290],
    [660, 1040],
    [1, 52],
  ])('allows round(1.5 × %d + 50) = %d add-edits', (limit, max) => {
    expect(maxVoiceAddEdits(limit)).toBe(max);
  });
});

describe('professionalVoiceLimit', () => {
  it('adds extra slots to the plan limit', () => {
    expect(professionalVoiceLimit(3, 2)).toBe(5);
    expect(professionalVoiceLimit(1, 0)).toBe(1);
  });
});
