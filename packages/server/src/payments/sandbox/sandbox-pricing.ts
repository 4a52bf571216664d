import {
  applyPercentOff, money, planPrice, toCents, type Money, type PlanTier, type SubscriptionCurrency,
} from '@cadence/domain';
import { periodEnd } from '../calendar.js';
import type { PlanChoiceOf } from '../payment-provider.port.js';

/** Whole cents as the domain's Money; a negative or fractional figure here is a bug. */
export const asMoney = (cents: number, currency: SubscriptionCurrency): Money => {
  const checked = toCents(cents);
  if (checked._tag === 'Left') throw new Error(`Not an amount of cents: ${cents}`);
  return money(checked.right, currency);
};

/** A plan's price for one period, from the domain's catalogue. */
export const priceOf = (plan: PlanChoiceOf<PlanTier>, currency: SubscriptionCurrency): number =>
  planPrice(plan.tier, plan.billingPeriod, currency).cents;

/** A discount as a subscription carries it: a percentage or an amount off, until an instant (null: for ever). */
export interface Discount {
  readonly percentOff: number | null;
  readonly amountOffCents: number | null;
  readonly endsAtMs: number | null;
}

/** Whether an invoice created at atMs is discounted (card providers discount invoices created before the end). */
export const discountApplies = (discount: Discount | null, atMs: number): discount is Discount =>
  discount !== null && (discount.endsAtMs === null || atMs < discount.endsAtMs);

/** The amount after the discount: the domain's percent-off rounding, or the amount off down to zero. */
export const discounted = (amountCents: number, currency: SubscriptionCurrency, discount: Discount | null, atMs: number): number => {
  if (!discountApplies(discount, atMs)) return amountCents;
  if (discount.percentOff !== null) return applyPercentOff(asMoney(amountCents, currency), discount.percentOff).cents;
  return Math.max(0, amountCents - (discount.amountOffCents ?? 0));
};

/** What an immediate plan change costs now, and the period the subscription is in afterwards. */
export interface Proration {
  readonly amountCents: number;
  readonly periodStartMs: number;
  readonly periodEndMs: number;
}

export interface CurrentTerm {
  readonly plan: PlanChoiceOf<PlanTier>;
  readonly currency: SubscriptionCurrency;
  readonly periodStartMs: number;
  readonly periodEndMs: number;
}

/** The share of the price for the time left in the period, to the cent. */
const unusedShare = (priceCents: number, term: CurrentTerm, nowMs: number): number => {
  const total = term.periodEndMs - term.periodStartMs;
  const left = Math.min(total, Math.max(0, term.periodEndMs - nowMs));
  return total <= 0 ? 0 : Math.round((priceCents * left) / total);
};

/**
 * Prorates a change at nowMs. Within the same billing period the difference is charged for the time left and the
 * period stays; a change of billing period starts a new period now, charging the new price minus the unused part of
 * the old one. Never below zero (credits are not carried here).
 */
export const prorate = (term: CurrentTerm, target: PlanChoiceOf<PlanTier>, nowMs: number): Proration => {
  const oldPrice = priceOf(term.plan, term.currency);
  const newPrice = priceOf(target, term.currency);
  if (target.billingPeriod === term.plan.billingPeriod) {
    const difference = unusedShare(newPrice, term, nowMs) - unusedShare(oldPrice, term, nowMs);
    return { amountCents: Math.max(0, difference), periodStartMs: term.periodStartMs, periodEndMs: term.periodEndMs };
  }
  return {
    amountCents: Math.max(0, newPrice - unusedShare(oldPrice, term, nowMs)),
    periodStartMs: nowMs,
    periodEndMs: periodEnd(nowMs, target.billingPeriod),
  };
};
