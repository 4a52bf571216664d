import * as O from 'fp-ts/lib/Option.js';

/**
 * Every subscription status the product knows: the payment provider's subscription statuses
 * (including paused) plus the product's own free and free_disabled.
 */
export const SUBSCRIPTION_STATUSES = [
  'active',
  'trialing',
  'incomplete',
  'incomplete_expired',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
  'free',
  'free_disabled',
] as const;

/** A subscription status as the API names it. */
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** The status a workspace subscription has when none is given. */
export const DEFAULT_SUBSCRIPTION_STATUS: SubscriptionStatus = 'free';

/** True when the string names a known subscription status. */
export const isSubscriptionStatus = (value: string): value is SubscriptionStatus =>
  (SUBSCRIPTION_STATUSES as readonly string[]).includes(value);

/** The status named by an untrusted string, or none. */
export const parseSubscriptionStatus = (value: string): O.Option<SubscriptionStatus> =>
  isSubscriptionStatus(value) ? O.some(value) : O.none;

/** Payment-problem statuses: incomplete and past_due. */
export const hasPaymentProblem = (status: SubscriptionStatus): boolean =>
  status === 'incomplete' || status === 'past_due';

/** Blocked statuses: the payment-problem statuses plus free_disabled. */
export const isBlockedStatus = (status: SubscriptionStatus): boolean =>
  hasPaymentProblem(status) || status === 'free_disabled';
