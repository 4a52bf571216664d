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

/** What a plan costs (spec section 9); null where a plan has no such price. */
export interface PlanPricing {
  /** Subscription price per billing period and currency. */
  readonly priceCents: Readonly<Record<BillingPeriod, CentsPerCurrency>>;
  /** Outstanding usage that triggers an invoice, on the plans that have one. */
  readonly billingThresholdCents: CentsPerCurrency | null;
  /** Price of 1000 extra credits (given in USD only), on plans with usage-based extra credits. */
  readonly extraCreditsPricePer1000: Money | null;
  /** Per-credit rate, same for both billing periods (the spec gives one figure per currency). */
  readonly pricePerCharacterCents: RatePerCurrency | null;
  readonly turboModel: TurboModelOffer | null;
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
    billingThresholdCents: null, extraCreditsPricePer1000: null, pricePerCharacterCents: null, turboModel: null,
  },
  starter: {
    priceCents: prices(perCurrency(500, 475), perCurrency(5_000, 4_750)),
    billingThresholdCents: null, extraCreditsPricePer1000: null, pricePerCharacterCents: null, turboModel: null,
  },
  creator: {
    priceCents: prices(perCurrency(2_200, 2_100), perCurrency(22_000, 21_000)),
    billingThresholdCents: perCurrency(4_400, 4_200),
    extraCreditsPricePer1000: usd(30),
    pricePerCharacterCents: { usd: 0.0003, eur: 0.000285 },
    turboModel: null,
  },
  pro: {
    priceCents: prices(perCurrency(9_900, 9_400), perCurrency(99_000, 94_000)),
    billingThresholdCents: perCurrency(19_800, 18_800),
    extraCreditsPricePer1000: usd(24),
    pricePerCharacterCents: { usd: 0.00024, eur: 0.000228 },
    turboModel: null,
  },
  growing_business: {
    priceCents: prices(perCurrency(33_000, 31_400), perCurrency(330_000, 314_000)),
    billingThresholdCents: perCurrency(66_000, 62_800),
    extraCreditsPricePer1000: usd(18),
    pricePerCharacterCents: { usd: 0.00018, eur: 0.000171 },
    turboModel: null,
  },
  scale_2024_08_10: {
    priceCents: prices(perCurrency(132_000, 132_000), perCurrency(1_320_000, 1_320_000)),
    billingThresholdCents: perCurrency(66_000, 62_800),
    extraCreditsPricePer1000: usd(10),
    pricePerCharacterCents: { usd: 0.0001, eur: 0.0001 },
    turboModel: { pricePerMillionCredits: usd(5_000), billingPeriod: 'annual_period' },
  },
};
