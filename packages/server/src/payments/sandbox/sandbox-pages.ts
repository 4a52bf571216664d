import { subscriptionCurrency } from '@cadence/domain';
import { escapeHtml } from '../../mail/html.js';
import type { ProviderInvoice, ProviderSubscription, UpcomingInvoice } from '../payment-provider.port.js';
import { checkoutAmount, checkoutCoupon, checkoutPlan, type CheckoutRow } from './sandbox-checkout.js';
import { planLabel } from './sandbox-context.js';
import { cardForm, errorLine, formatCents, formatDate, link, sandboxPage, testCardList } from './sandbox-html.js';
import { priceOf } from './sandbox-pricing.js';

const couponLine = (row: CheckoutRow): string => {
  const coupon = checkoutCoupon(row);
  if (coupon === null) return '';
  const off = coupon.percentOff !== null ? `${coupon.percentOff}% off` : `${formatCents(coupon.amountOffCents ?? 0, row.currency)} off`;
  const duration = coupon.durationInMonths === null ? 'for ever' : `for ${coupon.durationInMonths} month${coupon.durationInMonths === 1 ? '' : 's'}`;
  return `<p>Coupon <strong>${escapeHtml(coupon.code)}</strong>: ${escapeHtml(off)} ${duration}</p>`;
};

/** The hosted checkout: plan, catalogue price, coupon, what is due today, and the card form. */
export const checkoutPage = (row: CheckoutRow, nowMs: number, error: string | null): string => {
  const plan = checkoutPlan(row);
  const currency = subscriptionCurrency(row.currency);
  const every = plan.billingPeriod === 'annual_period' ? 'year' : 'month';
  if (row.status === 'complete') {
    return sandboxPage('Checkout complete', `<p>This checkout is complete.</p><p>${link(row.success_url, 'Return to Cadence')}</p>`);
  }
  return sandboxPage(`Subscribe to ${planLabel(plan)}`, [
    '<section>',
    `<p><strong>${escapeHtml(planLabel(plan))}</strong>: ${escapeHtml(formatCents(priceOf(plan, currency), currency))} per ${every}</p>`,
    couponLine(row),
    `<p>Due today: <strong data-testid="amount-due">${escapeHtml(formatCents(checkoutAmount(row, nowMs), currency))}</strong></p>`,
    errorLine(error),
    cardForm('', 'Subscribe'),
    '</section>',
    `<p>${link(row.cancel_url, 'Cancel and return to Cadence')}</p>`,
    testCardList(),
  ].join(''));
};

export interface PortalFacts {
  readonly subscription: ProviderSubscription | null;
  readonly upcoming: UpcomingInvoice | null;
  readonly cardLast4: string | null;
  readonly invoices: readonly ProviderInvoice[];
  readonly returnUrl: string;
  readonly paymentMethodAction: string;
}

const subscriptionSection = (subscription: ProviderSubscription | null, upcoming: UpcomingInvoice | null): string => {
  if (subscription === null) return '<section><h2>Subscription</h2><p>No subscription: the workspace is on the free plan.</p></section>';
  const plan = { tier: subscription.tier, billingPeriod: subscription.billingPeriod };
  const lines = [
    `<p><strong>${escapeHtml(planLabel(plan))}</strong> · status <code>${escapeHtml(subscription.status)}</code> · ${subscription.currency.toUpperCase()}</p>`,
    subscription.cancelAtMs === null
      ? `<p>Renews on ${escapeHtml(formatDate(subscription.currentPeriodEndMs))}</p>`
      : `<p>Cancels on ${escapeHtml(formatDate(subscription.cancelAtMs))}</p>`,
    subscription.schedule === null ? '' : `<p>Scheduled ${escapeHtml(subscription.schedule.type)} to <code>${escapeHtml(subscription.schedule.downgradeTo)}</code></p>`,
    upcoming === null ? '' : `<p>Next invoice: ${escapeHtml(formatCents(upcoming.amountDueCents, subscription.currency))} on ${escapeHtml(formatDate(upcoming.nextPaymentAttemptMs))}</p>`,
  ];
  return `<section><h2>Subscription</h2>${lines.join('')}</section>`;
};

const invoiceTable = (invoices: readonly ProviderInvoice[]): string =>
  invoices.length === 0
    ? '<p>No invoices yet.</p>'
    : ['<table><thead><tr><th>Date</th><th>Description</th><th>Amount</th><th>Status</th></tr></thead><tbody>',
      ...invoices.map((invoice) => `<tr><td>${escapeHtml(formatDate(invoice.createdAtMs))}</td><td>${escapeHtml(invoice.description)}</td>`
        + `<td>${escapeHtml(formatCents(invoice.amountDueCents, invoice.currency))}</td><td>${escapeHtml(invoice.status)}</td></tr>`),
      '</tbody></table>'].join('');

/** The billing portal: the subscription, the card on file, the invoices, and the way back. */
export const portalPage = (facts: PortalFacts): string =>
  sandboxPage('Billing portal', [
    subscriptionSection(facts.subscription, facts.upcoming),
    '<section><h2>Payment method</h2>',
    `<p>${facts.cardLast4 === null ? 'No card on file.' : `Card ending in ${escapeHtml(facts.cardLast4)}`}</p>`,
    `<form method="post" action="${escapeHtml(facts.paymentMethodAction)}"><button type="submit">Update payment method</button></form></section>`,
    `<section><h2>Invoices</h2>${invoiceTable(facts.invoices)}</section>`,
    `<p>${link(facts.returnUrl, 'Return to Cadence')}</p>`,
  ].join(''));

/** The page where the card on file is replaced. */
export const paymentMethodPage = (cardLast4: string | null, returnUrl: string, error: string | null): string =>
  sandboxPage('Update payment method', [
    `<section><p>${cardLast4 === null ? 'No card on file.' : `Card on file: ending in ${escapeHtml(cardLast4)}`}</p>`,
    errorLine(error),
    cardForm('', 'Save card'),
    '</section>',
    `<p>${link(returnUrl, 'Return to Cadence')}</p>`,
    testCardList(),
  ].join(''));

export interface ConnectFacts {
  readonly accountId: string;
  readonly email: string;
  readonly detailsSubmitted: boolean;
  readonly returnUrl: string;
}

/** Payouts onboarding: one button stands for the provider's identity and bank forms. */
export const connectOnboardingPage = (facts: ConnectFacts): string =>
  sandboxPage('Set up payouts', [
    `<section><p>Account <code>${escapeHtml(facts.accountId)}</code> for ${escapeHtml(facts.email)}</p>`,
    facts.detailsSubmitted ? '<p>Details submitted: payouts are enabled.</p>' : '<p>The sandbox needs no documents: submit to enable payouts.</p>',
    '<form method="post" action=""><button type="submit">Submit details</button></form></section>',
    `<p>${link(facts.returnUrl, 'Return to Cadence')}</p>`,
  ].join(''));

export const connectManagementPage = (facts: ConnectFacts): string =>
  sandboxPage('Payouts account', [
    `<section><p>Account <code>${escapeHtml(facts.accountId)}</code> for ${escapeHtml(facts.email)}</p>`,
    `<p>Payouts ${facts.detailsSubmitted ? 'enabled' : 'not enabled yet: finish onboarding first'}.</p></section>`,
    `<p>${link(facts.returnUrl, 'Return to Cadence')}</p>`,
  ].join(''));
