/**
 * The confirmations of subscription changes: what changed and when it takes effect. The spec shows none of these
 * texts (docs/domain-decisions.md); dates are the domain's MM/DD/YYYY, null when unknown.
 */

const UNTIL_PERIOD_END = 'the end of the current billing period';

/** The page a hosted provider page sends the browser back to, and why (the contract's return query). */
export type HostedPageReturn = 'checkoutSucceeded' | 'checkoutIncomplete' | 'checkoutCanceled' | 'paymentMethodUpdated';

/** Back from a paid checkout: the plan is active now; the next invoice says when the next charge comes. */
export const checkoutSucceededMessage = (planName: string, nextCharge: string | null): string =>
  `Welcome to ${planName}: your subscription is active and its credits are yours from now on.${nextCharge === null ? '' : ` Next invoice: ${nextCharge}.`}`;

/** Back from a checkout whose first payment failed: the subscription exists but has not started. */
export const checkoutIncompleteMessage = (planName: string): string =>
  `Your ${planName} subscription was created, but its first payment did not go through. Update your payment method to start it.`;

/** Back from a checkout the user left: nothing happened. */
export const CHECKOUT_CANCELED_MESSAGE = 'Checkout canceled: nothing was charged and your plan has not changed.';

/** Back from the payment-method page. */
export const PAYMENT_METHOD_UPDATED_MESSAGE = 'Your payment method was updated: your next invoices are charged to it.';

/** An upgrade took effect at once. */
export const upgradedMessage = (planName: string): string =>
  `You are now on ${planName}: its credits and features apply right away, and the prorated difference was charged today.`;

/** A downgrade is scheduled for the period's end; the current plan stays until then. */
export const downgradeScheduledMessage = (planName: string, currentPlanName: string | null, date: string | null): string =>
  `Your plan changes to ${planName} ${date === null ? `at ${UNTIL_PERIOD_END}` : `on ${date}`}. `
  + `Until then you keep ${currentPlanName ?? 'your current plan'}.`;

/** A cancellation is set for the period's end; the plan stays until then, then the workspace is on Free. */
export const subscriptionCanceledMessage = (planName: string, date: string | null): string =>
  `Your subscription is canceled: you keep ${planName} until ${date ?? UNTIL_PERIOD_END}, then your workspace moves to the Free plan.`;

/** A pending cancellation was stopped: the plan renews. */
export const subscriptionRenewedMessage = (planName: string, date: string | null): string =>
  `Your ${planName} subscription will renew${date === null ? ` at ${UNTIL_PERIOD_END}` : ` on ${date}`}: it is no longer set to cancel.`;

/** A scheduled downgrade was dropped: the plan stays. */
export const downgradeCanceledMessage = (planName: string | null): string =>
  `Downgrade canceled: you stay on ${planName ?? 'your current plan'}.`;

const CHECKOUT_RETURNS: ReadonlyMap<string, HostedPageReturn> = new Map([
  ['success', 'checkoutSucceeded'],
  ['incomplete', 'checkoutIncomplete'],
  ['canceled', 'checkoutCanceled'],
]);

/**
 * What the subscription page's query says the browser came back from (the contract's return URLs:
 * `?checkout=success|incomplete|canceled`, `?payment_method=updated`), or null for anything else.
 */
export const hostedPageReturnOf = (checkout: string | undefined, paymentMethod: string | undefined): HostedPageReturn | null =>
  (checkout === undefined ? undefined : CHECKOUT_RETURNS.get(checkout)) ?? (paymentMethod === 'updated' ? 'paymentMethodUpdated' : null);
