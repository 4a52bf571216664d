import * as E from 'fp-ts/lib/Either.js';
import * as O from 'fp-ts/lib/Option.js';
import { pipe } from 'fp-ts/lib/function.js';
import {
  formatAbsoluteDate, formatPrice, isBlockedStatus, isTreatedAsCanceled, money, nextChargeText, pendingDowngrade, planButton, tierDisplayName, toCents,
  type PlanAction, type PlanBadge, type PlanScreenEnvironment, type PromoCoupon, type SubscriptionCurrency,
} from '@cadence/domain';
import type { BillingResult, Invoice, NextInvoice, SubscriptionDetails } from './billing-api.port.js';
import { INVOICE_STATUS_LABELS, SUBSCRIPTION_STATUS_LABELS } from './billing-labels.js';
import type { InvoiceRow, SubscriptionPagePending, SubscriptionPageView } from './billing.types.js';

/** What the subscription page loaded: the details and the invoices. */
export interface SubscriptionPageData {
  readonly details: BillingResult<SubscriptionDetails>;
  readonly invoices: BillingResult<readonly Invoice[]>;
}

const SECONDS_TO_MS = 1000;

/** A unix-seconds instant as the domain's MM/DD/YYYY at the given UTC offset, or null when it cannot be formatted. */
export const formatUnixDate = (unixSeconds: number | null, utcOffsetMinutes: number): string | null =>
  unixSeconds === null ? null : E.getOrElseW(() => null)(formatAbsoluteDate(unixSeconds * SECONDS_TO_MS, utcOffsetMinutes));

/** Shown where a date or an amount cannot be formatted. */
const UNKNOWN = '—';

const invoiceRow = (invoice: Invoice, utcOffsetMinutes: number): InvoiceRow => {
  const cents = toCents(invoice.amountDueCents);
  return {
    invoiceId: invoice.invoiceId,
    date: formatUnixDate(invoice.createdUnix, utcOffsetMinutes) ?? UNKNOWN,
    description: invoice.description,
    amount: E.isRight(cents) ? formatPrice(money(cents.right, invoice.currency)) : UNKNOWN,
    statusLabel: INVOICE_STATUS_LABELS[invoice.status],
    paid: invoice.status === 'paid',
  };
};

const nextInvoiceText = (invoice: NextInvoice | null, currency: SubscriptionCurrency, utcOffsetMinutes: number): string | null => {
  if (invoice === null) return null;
  const date = formatUnixDate(invoice.nextPaymentAttemptUnix, utcOffsetMinutes);
  const cents = toCents(invoice.amountDueCents);
  return date === null || E.isLeft(cents) ? null : nextChargeText(money(cents.right, currency), date);
};

const pendingChange = (details: SubscriptionDetails): PlanBadge | null =>
  O.isSome(pendingDowngrade(details.subscription))
    ? 'Will be downgraded'
    : isTreatedAsCanceled(details.subscription)
      ? 'Will be canceled'
      : null;

/** The enabled action of the current plan's own button (cancel, renew or none), as the plan screen would offer it. */
const currentPlanAction = (details: SubscriptionDetails, environment: PlanScreenEnvironment): PlanAction | null => {
  const { tier, billingPeriod } = details.subscription;
  const button = planButton({ loggedIn: true, subscription: details.subscription, target: { tier, billingPeriod }, environment });
  return button.enabled ? button.action : null;
};

const LOADING: SubscriptionPageView = {
  status: 'loading', details: null, planName: '', nextInvoice: null, statusBadge: null, invoices: [], coupon: null,
  pendingChange: null, canCancel: false, canRenew: false, busy: false, pending: null, confirmingCancel: false,
};

/** What the page shows beside the loaded data: the stored coupon, the running call and the open confirmation. */
export interface SubscriptionPageContext {
  readonly coupon: PromoCoupon | null;
  readonly pending: SubscriptionPagePending | null;
  readonly confirmingCancel: boolean;
  readonly utcOffsetMinutes: number;
  readonly environment: PlanScreenEnvironment;
}

/** The subscription page's view from what was loaded (null while the first load runs) and its context. */
export const subscriptionPageView = (data: SubscriptionPageData | null, context: SubscriptionPageContext): SubscriptionPageView => {
  const base = {
    ...LOADING, coupon: context.coupon, busy: context.pending !== null, pending: context.pending, confirmingCancel: context.confirmingCancel,
  };
  if (data === null) return base;
  if (E.isLeft(data.details)) return { ...base, status: 'failed' };
  const details = data.details.right;
  const action = currentPlanAction(details, context.environment);
  return {
    ...base,
    status: 'ready',
    details,
    planName: tierDisplayName(details.subscription.tier),
    nextInvoice: nextInvoiceText(details.nextInvoice, details.subscription.currency, context.utcOffsetMinutes),
    statusBadge: {
      label: SUBSCRIPTION_STATUS_LABELS[details.subscription.status],
      blocked: isBlockedStatus(details.subscription.status),
    },
    invoices: pipe(
      data.invoices,
      E.getOrElseW(() => []),
      (invoices) => invoices.map((invoice) => invoiceRow(invoice, context.utcOffsetMinutes)),
    ),
    pendingChange: pendingChange(details),
    canCancel: action === 'cancelSubscription',
    canRenew: action === 'renewSubscription',
  };
};
