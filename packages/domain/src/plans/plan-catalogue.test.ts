import { describe, it, expect } from 'vitest';
import * as O from 'fp-ts/lib/Option.js';
import * as E from 'fp-ts/lib/Either.js';
import { PLAN_TIERS, type PlanTier } from '../tiers/index.js';
import {
  billingThreshold,
  findPlanDefinition,
  PLAN_CATALOGUE,
  planDefinition,
  planPrice,
  pricePerCreditRate,
  yearlyPerMonthEquivalent,
} from './plan-catalogue.js';
import { CURRENCIES, toCents } from './money.js';
import { formatPrice } from './price-display.js';

const allowances = (tier: PlanTier) => planDefinition(tier).allowances;

describe('plan allowances (spec section 9)', () => {
  // tier, credits, minutes, custom voices, concurrency (catalogue), concurrency (pricing screen), conversational AI min, PVC, sound-effect s
  it.each([
    ['free', 10_000, 10, 3, 2, 4, 15, 0, 250],
    ['starter', 30_000, 30, 10, 3, 6, 50, 0, 750],
    ['creator', 100_000, 100, 30, 5, 10, 250, 1, 2_500],
    ['pro', 500_000, 600, 160, 10, 20, 1_100, 1, 12_500],
    ['growing_business', 2_000_000, 2_400, 660, 15, 30, 3_600, 1, 50_000],
    ['scale_2024_08_10', 11_000_000, 13_200, 660, 15, 30, 13_750, 3, 275_000],
  ] as const)('%s: %d credits, %d min, %d voices, concurrency %d/%d, %d AI min, PVC %d, %d s sfx', (tier, credits, minutes, voices, conc, concScreen, ai, pvc, sfx) => {
    const a = allowances(tier);
    expect(a.characterLimit).toBe(credits);
    expect(a.audioLimitMinutes).toBe(minutes);
    expect(a.customVoicesLimit).toBe(voices);
    expect(a.concurrency).toEqual({ planCatalogue: conc, pricingScreen: concScreen });
    expect(a.conversationalAiMinutes).toBe(ai);
    expect(a.pvcLimit).toBe(pvc);
    expect(a.soundEffectsSeconds).toBe(sfx);
  });

  it('places studio limits 3, 20, 1000, 3000, 20000 on every tier but Starter', () => {
    expect(PLAN_TIERS.map((t) => allowances(t).studioLimit)).toEqual([
      3, null, 20, 1000, 3000, 20000,
    ]);
  });

  it('places audio native limits 1000, 3000, 20000 from Creator, Business keeping 20000', () => {
    expect(PLAN_TIERS.map((t) => allowances(t).audioNativeLimit)).toEqual([
      null, null, 1000, 3000, 20000, 20000,
    ]);
  });

  it('states about 2 h, 10 h, 40 h and 180 h from Creator up', () => {
    expect(PLAN_TIERS.map((t) => allowances(t).approximateHours)).toEqual([
      null, null, 2, 10, 40, 180,
    ]);
  });
});

describe('plan prices', () => {
  it.each([
    ['free', 0, 0, 0, 0],
    ['starter', 500, 475, 5000, 4750],
    ['creator', 2200, 2100, 22000, 21000],
    ['pro', 9900, 9400, 99000, 94000],
    ['growing_business', 33000, 31400, 330000, 314000],
    ['scale_2024_08_10', 132000, 132000, 1320000, 1320000],
  ] as const)('%s costs %d/%d monthly and %d/%d annually (USD/EUR cents)', (tier, mUsd, mEur, aUsd, aEur) => {
    expect(planPrice(tier, 'monthly_period', 'usd')).toEqual({ cents: mUsd, currency: 'usd' });
    expect(planPrice(tier, 'monthly_period', 'eur')).toEqual({ cents: mEur, currency: 'eur' });
    expect(planPrice(tier, 'annual_period', 'usd')).toEqual({ cents: aUsd, currency: 'usd' });
    expect(planPrice(tier, 'annual_period', 'eur')).toEqual({ cents: aEur, currency: 'eur' });
  });

  it('shows monthly USD prices 0, 5, 22, 99, 330, 1320', () => {
    expect(PLAN_TIERS.map((t) => formatPrice(planPrice(t, 'monthly_period', 'usd')))).toEqual([
      '$0', '$5', '$22', '$99', '$330', '$1,320',
    ]);
  });

  it('shows yearly per-month equivalents 4.17, 18.33, 82.50, 275, 1100', () => {
    const paid = PLAN_TIERS.filter((t) => t !== 'free');
    expect(paid.map((t) => formatPrice(yearlyPerMonthEquivalent(t, 'usd')))).toEqual([
      '$4.17', '$18.33', '$82.50', '$275', '$1,100',
    ]);
  });

  it.each([
    ['creator', 4400, 4200],
    ['pro', 19800, 18800],
    ['growing_business', 66000, 62800],
    ['scale_2024_08_10', 66000, 62800],
  ] as const)('%s has billing thresholds %d/%d', (tier, usd, eur) => {
    expect(billingThreshold(tier, 'usd')).toEqual({ cents: usd, currency: 'usd' });
    expect(billingThreshold(tier, 'eur')).toEqual({ cents: eur, currency: 'eur' });
  });

  it('has no billing threshold on free and starter', () => {
    expect(billingThreshold('free', 'usd')).toBeNull();
    expect(billingThreshold('starter', 'eur')).toBeNull();
  });

  it.each([
    ['creator', '$0.30', 0.0003, 0.000285],
    ['pro', '$0.24', 0.00024, 0.000228],
    ['growing_business', '$0.18', 0.00018, 0.000171],
    ['scale_2024_08_10', '$0.10', 0.0001, 0.0001],
  ] as const)('%s sells 1000 extra credits for %s and rates a credit %d/%d', (tier, per1000, usd, eur) => {
    const pricing = planDefinition(tier).pricing;
    expect(pricing.extraCreditsPricePer1000 === null ? null : formatPrice(pricing.extraCreditsPricePer1000)).toBe(per1000);
    expect(pricePerCreditRate(tier, 'usd')).toBe(usd);
    expect(pricePerCreditRate(tier, 'eur')).toBe(eur);
  });

  it('sells no extra credits below Creator', () => {
    expect(planDefinition('starter').pricing.extraCreditsPricePer1000).toBeNull();
    expect(pricePerCreditRate('free', 'usd')).toBeNull();
  });

  it('gives Business the Turbo model at $50 per million credits when paid yearly, and only Business', () => {
    expect(planDefinition('scale_2024_08_10').pricing.turboModel).toEqual({
      pricePerMillionCredits: { cents: 5000, currency: 'usd' },
      billingPeriod: 'annual_period',
    });
    expect(PLAN_CATALOGUE.filter((p) => p.pricing.turboModel !== null).map((p) => p.tier)).toEqual(['scale_2024_08_10']);
  });

  it('holds only valid cents in every price', () => {
    for (const tier of PLAN_TIERS) for (const c of CURRENCIES) {
      expect(E.isRight(toCents(planPrice(tier, 'monthly_period', c).cents))).toBe(true);
      expect(E.isRight(toCents(planPrice(tier, 'annual_period', c).cents))).toBe(true);
    }
  });
});

describe('catalogue lookup', () => {
  it('lists the six plans lowest first with their display names', () => {
    expect(PLAN_CATALOGUE.map((p) => p.name)).toEqual(['Free', 'Starter', 'Creator', 'Pro', 'Scale', 'Business']);
  });
  it('types Scale and Business as company plans and the rest as individual', () => {
    expect(PLAN_CATALOGUE.map((p) => p.planType)).toEqual([
      'individual', 'individual', 'individual', 'individual', 'company', 'company',
    ]);
  });
  it('finds plan tiers and nothing for enterprise, trial or grants', () => {
    expect(O.map((p: { tier: string }) => p.tier)(findPlanDefinition('pro'))).toEqual(O.some('pro'));
    expect(findPlanDefinition('enterprise')).toEqual(O.none);
    expect(findPlanDefinition('trial')).toEqual(O.none);
    expect(findPlanDefinition('grant_tier_1_2025_07_23')).toEqual(O.none);
  });
});
