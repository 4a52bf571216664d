import { isBillingPeriod, isPlanTier, subscriptionCurrency, type PlanTier } from '@cadence/domain';
import type { Database } from '../../db/database.port.js';
import { periodEnd } from '../calendar.js';
import type { CheckoutRequest, Coupon, PlanChoiceOf } from '../payment-provider.port.js';
import { discountFrom, emitUpdated, nowOf, planLabel, type SandboxDeps } from './sandbox-context.js';
import { insertInvoice } from './sandbox-documents.js';
import { discounted, priceOf } from './sandbox-pricing.js';
import { ensureCustomer, findCustomerById, findLiveSubscription, insertSubscription, sandboxId, setCard } from './sandbox-store.js';
import { CARD_DECLINED_MESSAGE, findTestCard, UNKNOWN_CARD_MESSAGE, type TestCard } from './test-cards.js';

/** Checkout pages stay usable this long, like a provider's hosted checkout (24 hours). */
export const CHECKOUT_LIFETIME_MS = 24 * 3600 * 1000;

export interface CheckoutRow {
  readonly [column: string]: unknown;
  readonly session_id: string;
  readonly customer_id: string;
  readonly tier: string;
  readonly billing_period: string;
  readonly currency: string;
  readonly coupon_code: string | null;
  readonly coupon_percent_off: number | null;
  readonly coupon_amount_off_cents: number | null;
  readonly coupon_duration_in_months: number | null;
  readonly success_url: string;
  readonly incomplete_url: string;
  readonly cancel_url: string;
  readonly status: 'open' | 'complete';
  readonly expires_at_ms: number;
}

export const checkoutPlan = (row: CheckoutRow): PlanChoiceOf<PlanTier> => {
  if (!isPlanTier(row.tier) || !isBillingPeriod(row.billing_period)) throw new Error(`Checkout ${row.session_id} names an unknown plan`);
  return { tier: row.tier, billingPeriod: row.billing_period };
};

export const checkoutCoupon = (row: CheckoutRow): Coupon | null =>
  row.coupon_code === null
    ? null
    : { code: row.coupon_code, percentOff: row.coupon_percent_off, amountOffCents: row.coupon_amount_off_cents, durationInMonths: row.coupon_duration_in_months };

/** Opens a checkout session; answers its id. */
export const createCheckout = async (deps: SandboxDeps, db: Database, request: CheckoutRequest): Promise<string> => {
  const nowMs = await nowOf(deps, db);
  const customer = await ensureCustomer(db, request.customer, nowMs);
  const sessionId = sandboxId('cs_test');
  const coupon = request.coupon;
  await db.query(
    `INSERT INTO sandbox_checkout_sessions (session_id, customer_id, tier, billing_period, currency, coupon_code, coupon_percent_off,
       coupon_amount_off_cents, coupon_duration_in_months, success_url, incomplete_url, cancel_url, status, created_at_ms, expires_at_ms)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 'open', $13, $14)`,
    [sessionId, customer.customer_id, request.plan.tier, request.plan.billingPeriod, request.currency, coupon?.code ?? null,
      coupon?.percentOff ?? null, coupon?.amountOffCents ?? null, coupon?.durationInMonths ?? null, request.successUrl,
      request.incompleteUrl, request.cancelUrl, nowMs, nowMs + CHECKOUT_LIFETIME_MS],
  );
  return sessionId;
};

export const findCheckout = async (db: Database, sessionId: string, lock = false): Promise<CheckoutRow | null> =>
  (await db.query<CheckoutRow>(
    `SELECT session_id, customer_id, tier, billing_period, currency, coupon_code, coupon_percent_off::float8 AS coupon_percent_off,
       coupon_amount_off_cents, coupon_duration_in_months, success_url, incomplete_url, cancel_url, status, expires_at_ms
     FROM sandbox_checkout_sessions WHERE session_id = $1${lock ? ' FOR UPDATE' : ''}`,
    [sessionId],
  ))[0] ?? null;

/** What the first invoice of a checkout comes to, in cents of its currency. */
export const checkoutAmount = (row: CheckoutRow, nowMs: number): number => {
  const coupon = checkoutCoupon(row);
  const currency = subscriptionCurrency(row.currency);
  return discounted(priceOf(checkoutPlan(row), currency), currency, coupon === null ? null : discountFrom(coupon, nowMs), nowMs);
};

/** A card typed on a hosted page: a usable test card, or the message the page shows. */
export const usableCard = (typed: string): TestCard | { readonly error: string } => {
  const card = findTestCard(typed);
  if (card === null) return { error: UNKNOWN_CARD_MESSAGE };
  return card.behaviour === 'declined' ? { error: CARD_DECLINED_MESSAGE } : card;
};

export type CheckoutOutcome = { readonly redirect: string } | { readonly error: string };

/**
 * Pays a checkout with a typed card: a declined or unknown card leaves the page open with its message; a card that is
 * saved but fails to charge creates the subscription incomplete; otherwise it is active. Billing hears of it at once.
 */
export const completeCheckout = async (deps: SandboxDeps, db: Database, row: CheckoutRow, typed: string): Promise<CheckoutOutcome> => {
  const card = usableCard(typed);
  if ('error' in card) return card;
  const customer = await findCustomerById(db, row.customer_id);
  if (customer === null) throw new Error(`Checkout ${row.session_id} has no customer`);
  if ((await findLiveSubscription(db, customer.workspace_id)) !== null) return { error: 'This workspace already has a subscription.' };
  const nowMs = await nowOf(deps, db);
  await setCard(db, customer.customer_id, card.number.slice(-4), card.behaviour === 'succeeds' ? 'succeeds' : 'charge_fails');
  const plan = checkoutPlan(row);
  const coupon = checkoutCoupon(row);
  const discount = coupon === null ? null : discountFrom(coupon, nowMs);
  const amountCents = checkoutAmount(row, nowMs);
  const paid = amountCents === 0 || card.behaviour === 'succeeds';
  const subscriptionId = sandboxId('sub');
  const currency = subscriptionCurrency(row.currency);
  await insertSubscription(db, {
    subscription_id: subscriptionId, customer_id: customer.customer_id, tier: plan.tier, billing_period: plan.billingPeriod, currency,
    status: paid ? 'active' : 'incomplete', current_period_start_ms: nowMs, current_period_end_ms: periodEnd(nowMs, plan.billingPeriod),
    discount_code: coupon?.code ?? null, discount_percent_off: coupon?.percentOff ?? null,
    discount_amount_off_cents: coupon?.amountOffCents ?? null, discount_ends_at_ms: discount?.endsAtMs ?? null, created_at_ms: nowMs,
  });
  await insertInvoice(db, { customerId: customer.customer_id, subscriptionId, amountDueCents: amountCents, currency, paid, nowMs, description: `${planLabel(plan)} subscription` });
  await db.query("UPDATE sandbox_checkout_sessions SET status = 'complete', subscription_id = $2 WHERE session_id = $1", [row.session_id, subscriptionId]);
  await emitUpdated(deps, db, subscriptionId, nowMs);
  return { redirect: paid ? row.success_url : row.incomplete_url };
};
