import { describe, it, expect } from 'vitest';
import * as O from 'fp-ts/lib/Option.js';
import { TIERS, isAtLeastTier, parseTier, tierDisplayName, compareTiers, PLAN_TIERS } from './tier.js';
import { hasEnterpriseFeatures, isPaidTier, isFreeTier, isTrialTier, isEnterpriseTier, isFreeOrTrialTier } from './predicates.js';
import { canUseFeature } from './plan-gating.js';
import { defaultSeats, seatLimit } from './seats.js';

describe('tier order', () => {
  it('runs free, starter, creator, pro, growing_business, scale_2024_08_10, then grants, trial, enterprise', () => {
    expect(TIERS).toEqual([
      'free', 'starter', 'creator', 'pro', 'growing_business', 'scale_2024_08_10',
      'grant_tier_1_2025_07_23', 'grant_tier_2_2025_07_23', 'trial', 'enterprise',
    ]);
    expect(PLAN_TIERS).toEqual(TIERS.slice(0, 6));
  });

  it('checks starter, creator and pro as at-least-tier', () => {
    expect(isAtLeastTier('free', 'starter')).toBe(false);
    expect(isAtLeastTier('starter', 'starter')).toBe(true);
    expect(isAtLeastTier('pro', 'creator')).toBe(true);
    expect(isAtLeastTier('creator', 'pro')).toBe(false);
    expect(isAtLeastTier('trial', 'pro')).toBe(true);
    expect(compareTiers('growing_business', 'scale_2024_08_10')).toBeLessThan(0);
  });

  it('parses only known tier names', () => {
    expect(parseTier('creator')).toEqual(O.some('creator'));
    expect(parseTier('Creator')).toEqual(O.none);
    expect(parseTier('')).toEqual(O.none);
  });
});

describe('display names', () => {
  it.each([
    ['free', 'Free'], ['starter', 'Starter'], ['creator', 'Creator'], ['pro', 'Pro'],
    ['growing_business', 'Scale'], ['scale_2024_08_10', 'Business'],
    ['grant_tier_1_2025_07_23', 'Grant Tier 1'], ['grant_tier_2_2025_07_23', 'Grant Tier 2'],
    ['enterprise', 'Enterprise'], ['trial', 'Trial'],
  ])('%s is shown as %s', (tier, name) => expect(tierDisplayName(tier)).toBe(name));

  it('shows "Name not found" for an unknown tier', () => {
    expect(tierDisplayName('platinum')).toBe('Name not found');
    expect(tierDisplayName('toString')).toBe('Name not found');
  });
});

describe('predicates', () => {
  it('"paid" means any tier except free and trial', () => {
    expect(TIERS.filter(isPaidTier)).toEqual(TIERS.filter((t) => t !== 'free' && t !== 'trial'));
  });
  it('treats trial as enterprise for feature access, but not as the enterprise tier', () => {
    expect(hasEnterpriseFeatures('trial')).toBe(true);
    expect(hasEnterpriseFeatures('enterprise')).toBe(true);
    expect(hasEnterpriseFeatures('scale_2024_08_10')).toBe(false);
    expect(isEnterpriseTier('trial')).toBe(false);
  });
  it('names free and trial', () => {
    expect(isFreeTier('free')).toBe(true);
    expect(isTrialTier('trial')).toBe(true);
    expect(TIERS.filter(isFreeOrTrialTier)).toEqual(['free', 'trial']);
  });
});

describe('plan gating', () => {
  it('instant voice cloning and dubbing studio from Starter', () => {
    expect(canUseFeature('free', 'instant_voice_cloning')).toBe(false);
    expect(canUseFeature('starter', 'instant_voice_cloning')).toBe(true);
    expect(canUseFeature('free', 'dubbing_studio')).toBe(false);
    expect(canUseFeature('starter', 'dubbing_studio')).toBe(true);
  });
  it('professional cloning, audio native and usage-based extra credits from Creator', () => {
    for (const feature of ['professional_voice_cloning', 'audio_native', 'usage_based_extra_credits'] as const) {
      expect(canUseFeature('starter', feature)).toBe(false);
      expect(canUseFeature('creator', feature)).toBe(true);
      expect(canUseFeature('enterprise', feature)).toBe(true);
      expect(canUseFeature('trial', feature)).toBe(true);
    }
  });
  it('studio on all tiers but Starter', () => {
    expect(TIERS.filter((t) => !canUseFeature(t, 'studio'))).toEqual(['starter']);
  });
});

describe('seats', () => {
  it.each([
    ['free', 1], ['starter', 1], ['creator', 1], ['pro', 1], ['growing_business', 3],
    ['grant_tier_1_2025_07_23', 3], ['grant_tier_2_2025_07_23', 3], ['scale_2024_08_10', 5],
    ['trial', 25], ['enterprise', 25],
  ] as const)('%s has %i seats by default', (tier, seats) => expect(defaultSeats(tier)).toBe(seats));

  it('lets only enterprise and trial set their own max_seats', () => {
    expect(seatLimit('enterprise', 120)).toBe(120);
    expect(seatLimit('trial', 40)).toBe(40);
    expect(seatLimit('pro', 40)).toBe(1);
    expect(seatLimit('enterprise', null)).toBe(25);
    expect(seatLimit('enterprise', 0)).toBe(25);
  });
});
