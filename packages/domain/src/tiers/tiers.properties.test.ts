import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { TIERS, compareTiers, isAtLeastTier, tierDisplayName, isTier } from './tier.js';
import { isPaidTier, hasEnterpriseFeatures } from './predicates.js';
import { canUseFeature } from './plan-gating.js';
import { seatLimit, defaultSeats } from './seats.js';

const tier = fc.constantFrom(...TIERS);
const minimumTierFeature = fc.constantFrom(
  'instant_voice_cloning', 'professional_voice_cloning', 'audio_native', 'dubbing_studio', 'usage_based_extra_credits',
) ;

describe('tier order properties', () => {
  it('property: the tier order is a strict total order (irreflexive, antisymmetric, transitive, total)', () => {
    fc.assert(
      fc.property(tier, tier, tier, (a, b, c) => {
        expect(compareTiers(a, a)).toBe(0);
        if (a !== b) expect(Math.sign(compareTiers(a, b))).toBe(-Math.sign(compareTiers(b, a)));
        if (a !== b) expect(compareTiers(a, b)).not.toBe(0);
        if (compareTiers(a, b) < 0 && compareTiers(b, c) < 0) expect(compareTiers(a, c)).toBeLessThan(0);
      }),
    );
  });

  it('property: at-least-tier holds exactly when the tier is not below the minimum', () => {
    fc.assert(fc.property(tier, tier, (t, min) => isAtLeastTier(t, min) === compareTiers(t, min) >= 0));
  });

  it('property: a gated feature available on a tier stays available on every higher tier (studio aside)', () => {
    fc.assert(
      fc.property(tier, tier, minimumTierFeature, (a, b, feature) =>
        !(canUseFeature(a, feature) && compareTiers(a, b) <= 0) || canUseFeature(b, feature),
      ),
    );
  });

  it('property: every string gets a display name, and only unknown ones get "Name not found"', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), tier), (name) =>
        (tierDisplayName(name) === 'Name not found') === !isTier(name),
      ),
    );
  });

  it('property: trial and enterprise have enterprise features, and are the only ones that do', () => {
    fc.assert(fc.property(tier, (t) => hasEnterpriseFeatures(t) === (t === 'trial' || t === 'enterprise')));
  });

  it('property: paid tiers are exactly the tiers other than free and trial', () => {
    fc.assert(fc.property(tier, (t) => isPaidTier(t) === !['free', 'trial'].includes(t)));
  });

  it('property: a max_seats override changes the seat limit only for enterprise and trial', () => {
    fc.assert(
      fc.property(tier, fc.integer({ min: 1, max: 10_000 }), (t, max) =>
        seatLimit(t, max) === (hasEnterpriseFeatures(t) ? max : defaultSeats(t)),
      ),
    );
  });
});
