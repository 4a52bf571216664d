import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { canUseFeature, isAtLeastTier, PLAN_TIERS } from '../tiers/index.js';
import { planDefinition, planPrice, yearlyPerMonthEquivalent } from './plan-catalogue.js';
import { CURRENCIES, money, trustedCents, type Currency } from './money.js';
import { formatPrice } from './price-display.js';

const planTier = fc.constantFrom(...PLAN_TIERS);
const paidPlanTier = fc.constantFrom(...PLAN_TIERS.filter((t) => t !== 'free'));
const currency = fc.constantFrom(...CURRENCIES);

/** The spec's yearly per-month equivalents in USD, by tier. */
const SPEC_YEARLY_PER_MONTH_USD: Readonly<Record<string, string>> = {
  starter: '4.17',
  creator: '18.33',
  pro: '82.50',
  growing_business: '275',
  scale_2024_08_10: '1,100',
};

/** Reads a displayed price back: "$1,234.56" or "1,234.56€" (thousands grouped by three) to cents and currency. */
const parseDisplayed = (text: string): { cents: number; currency: Currency } | null => {
  const match = /^(\$)?(\d{1,3}(?:,\d{3})*)(?:\.(\d{2}))?(€)?$/.exec(text);
  if (match === null || (match[1] === undefined) === (match[4] === undefined)) return null;
  const cents = Number((match[2] ?? '').replaceAll(',', '')) * 100 + Number(match[3] ?? '0');
  return { cents, currency: match[1] === '$' ? 'usd' : 'eur' };
};

describe('plans properties', () => {
  it('property: annual prices never exceed twelve monthly prices, every tier and currency', () => {
    fc.assert(
      fc.property(planTier, currency, (tier, cur) => {
        expect(planPrice(tier, 'annual_period', cur).cents).toBeLessThanOrEqual(
          12 * planPrice(tier, 'monthly_period', cur).cents,
        );
      }),
    );
  });

  it('property: yearly per-month equivalents equal annual/12 rounded to cents and match the spec list', () => {
    fc.assert(
      fc.property(paidPlanTier, currency, (tier, cur) => {
        const perMonth = yearlyPerMonthEquivalent(tier, cur);
        expect(perMonth.cents).toBe(Math.round(planPrice(tier, 'annual_period', cur).cents / 12));
        expect(perMonth.currency).toBe(cur);
        if (cur === 'usd') expect(formatPrice(perMonth)).toBe(`$${SPEC_YEARLY_PER_MONTH_USD[tier] ?? '?'}`);
      }),
    );
  });

  it('property: price display round-trips the amount and puts the symbol on the currency side', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), currency, (cents, cur) => {
        const text = formatPrice(money(trustedCents(cents), cur));
        expect(parseDisplayed(text)).toEqual({ cents, currency: cur });
        if (cur === 'usd') expect(text.startsWith('$') && !text.includes('€')).toBe(true);
        else expect(text.endsWith('€') && !text.includes('$')).toBe(true);
      }),
    );
  });

  it('property: a plan has a studio limit exactly when it can use studio, and an audio native limit exactly when it can use audio native', () => {
    fc.assert(
      fc.property(planTier, (tier) => {
        const { studioLimit, audioNativeLimit } = planDefinition(tier).allowances;
        expect(studioLimit !== null).toBe(canUseFeature(tier, 'studio'));
        expect(audioNativeLimit !== null).toBe(canUseFeature(tier, 'audio_native'));
      }),
    );
  });

  it('property: a higher plan never includes fewer credits, minutes, voices or costs less per month', () => {
    fc.assert(
      fc.property(planTier, planTier, currency, (a, b, cur) => {
        fc.pre(isAtLeastTier(b, a));
        const [low, high] = [planDefinition(a).allowances, planDefinition(b).allowances];
        expect(high.characterLimit).toBeGreaterThanOrEqual(low.characterLimit);
        expect(high.audioLimitMinutes).toBeGreaterThanOrEqual(low.audioLimitMinutes);
        expect(high.customVoicesLimit).toBeGreaterThanOrEqual(low.customVoicesLimit);
        expect(planPrice(b, 'monthly_period', cur).cents).toBeGreaterThanOrEqual(planPrice(a, 'monthly_period', cur).cents);
      }),
    );
  });

  it('property: the USD per-credit rate times 1000 equals the price of 1000 extra credits in dollars', () => {
    fc.assert(
      fc.property(planTier, (tier) => {
        const { extraCreditsPricePer1000, pricePerCharacterCents } = planDefinition(tier).pricing;
        expect(extraCreditsPricePer1000 !== null).toBe(pricePerCharacterCents !== null);
        if (extraCreditsPricePer1000 !== null && pricePerCharacterCents !== null) {
          expect(Math.round(pricePerCharacterCents.usd * 1000 * 100)).toBe(extraCreditsPricePer1000.cents);
        }
      }),
    );
  });
});
