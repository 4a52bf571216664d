import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { TIERS } from '../tiers/index.js';
import { SUBSCRIPTION_STATUSES } from '../subscriptions/index.js';
import { canExtendCharacterLimit, extendedCharacterLimitCeiling } from './character-limit-extension.js';
import { hasNoCharacterLimit, remainingCharacters } from './remaining-characters.js';
import { maxVoiceAddEdits, professionalVoiceLimit } from './voice-limits.js';

const tier = fc.constantFrom(...TIERS);
const count = fc.nat({ max: 1_000_000_000 });

describe('limits properties', () => {
  it('property: the extension ceiling is never below the limit', () => {
    fc.assert(
      fc.property(count, (limit) => {
        expect(extendedCharacterLimitCeiling(limit)).toBeGreaterThanOrEqual(limit);
      }),
    );
  });

  it('property: remaining characters is -1 exactly when unlimited', () => {
    fc.assert(
      fc.property(tier, count, count, (t, characterLimit, characterCount) => {
        const remaining = remainingCharacters({ tier: t, characterLimit, characterCount });
        expect(remaining === -1).toBe(hasNoCharacterLimit(t));
        if (!hasNoCharacterLimit(t)) expect(remaining).toBeLessThanOrEqual(characterLimit);
      }),
    );
  });

  it('property: max voice add-edits is never below the voice limit', () => {
    fc.assert(
      fc.property(count, (voiceLimit) => {
        expect(maxVoiceAddEdits(voiceLimit)).toBeGreaterThanOrEqual(voiceLimit);
      }),
    );
  });

  it('property: extension needs the subscription to allow it and an active status or the enterprise tier', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.constantFrom(...SUBSCRIPTION_STATUSES), tier, (allowed, status, t) => {
        expect(canExtendCharacterLimit({ canExtendCharacterLimit: allowed, status, tier: t })).toBe(
          allowed && (status === 'active' || t === 'enterprise'),
        );
      }),
    );
  });

  it('property: the professional voice limit is the plan limit plus the extra slots', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1000 }), fc.nat({ max: 1000 }), (planLimit, extra) => {
        expect(professionalVoiceLimit(planLimit, extra) - extra).toBe(planLimit);
        expect(professionalVoiceLimit(planLimit, extra)).toBeGreaterThanOrEqual(planLimit);
      }),
    );
  });
});
