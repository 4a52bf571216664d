import * as O from 'fp-ts/lib/Option.js';
import { defaultSeats, isPlanTier, PLAN_TIERS, tierDisplayName, type PlanTier, type Tier } from '../tiers/index.js';
import type { BillingPeriod } from '../subscriptions/index.js';
import { divideMoney, money, type Currency, type Money } from './money.js';
import { PLAN_ALLOWANCES, type PlanAllowances } from './plan-allowances.js';
import { PLAN_PRICING, type PlanPricing } from './plan-pricing.js';

/** Whether a plan is sold to individuals or to companies. */
export type PlanType = 'individual' | 'company';

/** One plan of the catalogue: its tier, name, type, allowances and pricing. */
export interface PlanDefinition {
  readonly tier: PlanTier;
  readonly name: string;
  readonly planType: PlanType;
  readonly allowances: PlanAllowances;
  readonly pricing: PlanPricing;
}

/** The spec does not say which plans are for companies: those whose default workspace has more than one seat (Scale, Business) are. */
const planTypeOf = (tier: PlanTier): PlanType => (defaultSeats(tier) > 1 ? 'company' : 'individual');

const definition = (tier: PlanTier): PlanDefinition => ({
  tier,
  name: tierDisplayName(tier),
  planType: planTypeOf(tier),
  allowances: PLAN_ALLOWANCES[tier],
  pricing: PLAN_PRICING[tier],
});

/** The plan catalogue, one definition per plan tier, lowest first. */
export const PLAN_CATALOGUE: readonly PlanDefinition[] = PLAN_TIERS.map(definition);

/** The catalogue definition of a plan tier. */
export const planDefinition = (tier: PlanTier): PlanDefinition => definition(tier);

/** The catalogue definition of any tier, or none for tiers without a plan card (grants, trial, enterprise). */
export const findPlanDefinition = (tier: Tier): O.Option<PlanDefinition> =>
  isPlanTier(tier) ? O.some(definition(tier)) : O.none;

/** A plan's subscription price for a billing period in a currency. */
export const planPrice = (tier: PlanTier, period: BillingPeriod, currency: Currency): Money =>
  money(PLAN_PRICING[tier].priceCents[period][currency], currency);

/** The annual price spread over twelve months, rounded to the cent (USD: $4.17, $18.33, $82.50, $275, $1,100). */
export const yearlyPerMonthEquivalent = (tier: PlanTier, currency: Currency): Money =>
  divideMoney(planPrice(tier, 'annual_period', currency), 12);

/** The usage amount that triggers an invoice on this plan, or null when it has none. */
export const billingThreshold = (tier: PlanTier, currency: Currency): Money | null => {
  const cents = PLAN_PRICING[tier].billingThresholdCents;
  return cents === null ? null : money(cents[currency], currency);
};

/** The per-credit rate of this plan in a currency (a plain number, see RatePerCurrency), or null when it has none. */
export const pricePerCreditRate = (tier: PlanTier, currency: Currency): number | null =>
  PLAN_PRICING[tier].pricePerCharacterCents?.[currency] ?? null;
