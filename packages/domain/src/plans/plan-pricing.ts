import * as O from 'fp-ts/lib/Option.js';
import type { PlanTier } from '../tiers/index.js';
import type { BillingPeriod } from '../subscriptions/index.js';
import { money, trustedCents, type Cents, type Currency, type Money } from './money.js';

/** One figure in cents for each billing currency. */
export type CentsPerCurrency = Readonly<Record<Currency, Cents>>;

/**
 * A per-credit rate for each currency, kept as the plain number the spec gives (e.g. 0.0003):
 * a rate is not an amount, so it is not Cents. Despite the spec's field name pricePerCharacterCents,
 * the figures equal the dollar price per 1000 credits divided by 1000 (0.30 / 1000 = 0.0003).
 */
export type RatePerCurrency = Readonly<Record<Currency, number>>;

/** Business's extra: the Turbo model at a price per million credits when paid on the named period. */
export interface TurboModelOffer {
  readonly pricePerMillionCredits: Money;
  readonly billingPeriod: BillingPeriod;
}

/** What a plan costs (spec section 9). */
export interface PlanPricing {
  /** Subscription price per billing period and currency. */
  readonly priceCents: Readonly<Record<BillingPeriod, CentsPerCurrency>>;
  /** Outstanding usage that triggers an invoice, on the plans that have one. */
  readonly billingThresholdCents: O.Option<CentsPerCurrency>;
  /** Price of 1000 extra credits (given in USD only), on plans with usage-based extra credits. */
  readonly extraCreditsPricePer1000: O.Option<Money>;
  /** Per-credit rate, same for both billing periods (the spec gives one figure per currency). */
  readonly pricePerCharacterCents: O.Option<RatePerCurrency>;
  readonly turboModel: O.Option<TurboModelOffer>;
}

const perCurrency = (usd: number, eur: number): CentsPerCurrency => ({ usd: trustedCents(usd), eur: trustedCents(eur) });

const prices = (monthly: CentsPerCurrency, annual: CentsPerCurrency): PlanPricing['priceCents'] => ({
  monthly_period: monthly,
  annual_period: annual,
});

const usd = (cents: number): Money => money(trustedCents(cents), 'usd');

/** Pricing of the six plan tiers; Free costs 0 in both currencies and periods (the spec lists only its USD 0). */
export const PLAN_PRICING: Readonly<Record<PlanTier, PlanPricing>> = {
  free: {
    priceCents: prices(perCurrency(0, 0), perCurrency(0, 0)),
    billingThresholdCents: O.none, extraCreditsPricePer1000: O.none, pricePerCharacterCents: O.none, turboModel: O.none,
  },
  starter: {
    priceCents: prices(perCurrency(500, 475), perCurrency(5_000, 4_750)),
    billingThresholdCents: O.none, extraCreditsPricePer1000: O.none, pricePerCharacterCents: O.none, turboModel: O.none,
  },
  creator: {
    priceCents: prices(perCurrency(2_200, 2_100), perCurrency(22_000, 21_000)),
    billingThresholdCents: O.some(perCurrency(4_400, 4_200)),
    extraCreditsPricePer1000: O.some(usd(30)),
    pricePerCharacterCents: O.some({ usd: 0.0003, eur: 0.000285 }),
    turboModel: O.none,
  },
  pro: {
    priceCents: prices(perCurrency(9_900, 9_400), perCurrency(99_000, 94_000)),
    billingThresholdCents: O.some(perCurrency(19_800, 18_800)),
    extraCreditsPricePer1000: O.some(usd(24)),
    pricePerCharacterCents: O.some({ usd: 0.00024, eur: 0.000228 }),
    turboModel: O.none,
  },
  growing_business: {
    priceCents: prices(perCurrency(33_000, 31_400), perCurrency(330_000, 314_000)),
    billingThresholdCents: O.some(perCurrency(66_000, 62_800)),
    extraCreditsPricePer1000: O.some(usd(18)),
    pricePerCharacterCents: O.some({ usd: 0.00018, eur: 0.000171 }),
    turboModel: O.none,
  },
  scale_2024_08_10: {
    priceCents: prices(perCurrency(132_000, 132_000), perCurrency(1_320_000, 1_320_000)),
    billingThresholdCents: O.some(perCurrency(66_000, 62_800)),
    extraCreditsPricePer1000: O.some(usd(10)),
    pricePerCharacterCents: O.some({ usd: 0.0001, eur: 0.0001 }),
    turboModel: O.some({ pricePerMillionCredits: usd(5_000), billingPeriod: 'annual_period' }),
  },
};
