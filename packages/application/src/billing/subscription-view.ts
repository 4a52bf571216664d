import * as E from 'fp-ts/lib/Either.js';
import * as O from 'fp-ts/lib/Option.js';
import { pipe } from 'fp-ts/lib/function.js';
import {
  CHECKOUT_CANCELED_MESSAGE, checkoutIncompleteMessage, checkoutSucceededMessage, discountedChargeText, discountLabel, formatAbsoluteDate,
  formatPrice, isBlockedStatus, isTreatedAsCanceled, money, PAYMENT_METHOD_UPDATED_MESSAGE, PROMO_CODE_CHECKOUT_HINT, PROMO_CODE_NEXT_INVOICE_HINT, pendingDowngrade, planButton, tierDisplayName,
  toCents, type HostedPageReturn, type PlanAction, type PlanBadge, type PlanScreenEnvironment, type PromoCoupon, type SubscriptionCurrency,
} from '@cadence/domain';
import type { NoticeKind } from '../shared/notifications.port.js';
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

/** What a coupon or an invoice's discount takes off ("50% off", "$5 off"), in the currency; null for nothing readable. */
export const couponDiscountLabel = (percentOff: number | null, amountOffCents: number | null, currency: SubscriptionCurrency): string | null => {
  const cents = amountOffCents === null ? null : toCents(amountOffCents);
  return discountLabel(percentOff, cents === null || E.isLeft(cents) ? null : money(cents.right, currency));
};

/** "$11 on 12/22/2026 (50% off)": the next charge with its discount, if any. */
const nextInvoiceText = (invoice: NextInvoice | null, currency: SubscriptionCurrency, utcOffsetMinutes: number): string | null => {
  if (invoice === null) return null;
  const date = formatUnixDate(invoice.nextPaymentAttemptUnix, utcOffsetMinutes);
  const cents = toCents(invoice.amountDueCents);
  const discount = couponDiscountLabel(invoice.discountPercentOff, invoice.discountAmountOffCents, currency);
  return date === null || E.isLeft(cents) ? null : discountedChargeText(money(cents.right, currency), date, discount);
};

/**
 * The confirmation when the browser comes back from a hosted page, read from the subscription as it is now (null when
 * it could not load: the texts then name no plan or date).
 */
export const hostedPageReturnNotice = (
  from: HostedPageReturn,
  details: SubscriptionDetails | null,
  utcOffsetMinutes: number,
): { readonly kind: NoticeKind; readonly message: string } => {
  const plan = details === null ? 'your new plan' : tierDisplayName(details.subscription.tier);
  switch (from) {
    case 'checkoutSucceeded':
      return {
        kind: 'success',
        message: checkoutSucceededMessage(plan, details === null ? null : nextInvoiceText(details.nextInvoice, details.subscription.currency, utcOffsetMinutes)),
      };
    case 'checkoutIncomplete':
      return { kind: 'error', message: checkoutIncompleteMessage(plan) };
    case 'checkoutCanceled':
      return { kind: 'info', message: CHECKOUT_CANCELED_MESSAGE };
    case 'paymentMethodUpdated':
      return { kind: 'success', message: PAYMENT_METHOD_UPDATED_MESSAGE };
  }
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

/**
 * Whether the workspace has a provider subscription: its promo codes go on the subscription's next invoice (the
 * service decides by the same fact), else into the browser for a checkout.
 */
export const hasProviderSubscription = (details: SubscriptionDetails): boolean => details.currentPeriodEndUnix !== null;

const LOADING: SubscriptionPageView = {
  status: 'loading', details: null, planName: '', nextInvoice: null, statusBadge: null, invoices: [], coupon: null, promoHint: null,
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
    promoHint: hasProviderSubscription(details) ? PROMO_CODE_NEXT_INVOICE_HINT : PROMO_CODE_CHECKOUT_HINT,
    canCancel: action === 'cancelSubscription',
    canRenew: action === 'renewSubscription',
  };
};
