// Object mothers and an in-memory BillingApi, for the billing use-case tests and (through the testing entry) web tests.
import { of, type Observable } from 'rxjs';
import * as E from 'fp-ts/lib/Either.js';
import type { PromoCoupon, Subscription } from '@cadence/domain';
import type { BillingApi, Invoice, SubscriptionDetails } from '../billing-api.port.js';

/** An active monthly Creator subscription in usd, never cancelled or scheduled. */
export const subscription = (overrides: Partial<Subscription> = {}): Subscription => ({
  tier: 'creator',
  billingPeriod: 'monthly_period',
  status: 'active',
  currency: 'usd',
  cancelAtUnixSeconds: null,
  scheduleMetadata: null,
  previouslySubscribedTiers: [],
  ...overrides,
});

/** That subscription with 25,000 of 100,000 characters used, extendable, a $22 next invoice on 12/23/2026 (UTC). */
export const subscriptionDetails = (overrides: Partial<SubscriptionDetails> = {}): SubscriptionDetails => ({
  subscription: subscription(),
  characterCount: 25_000,
  characterLimit: 100_000,
  canExtendCharacterLimit: true,
  allowedToExtendCharacterLimit: true,
  maxCharacterLimitExtension: 0,
  nextCharacterCountResetUnix: 1_798_000_000,
  voiceLimit: 30,
  professionalVoiceLimit: 1,
  nextInvoice: { amountDueCents: 2_200, nextPaymentAttemptUnix: 1_798_000_000, discountPercentOff: null, discountAmountOffCents: null },
  hasOpenInvoices: false,
  currentPeriodEndUnix: 1_798_000_000,
  hasPaymentMethod: true,
  ...overrides,
});

/** A paid $22 Creator invoice of 09/21/2026 (UTC). */
export const invoice = (overrides: Partial<Invoice> = {}): Invoice => ({
  invoiceId: 'in_1',
  createdUnix: 1_790_000_000,
  amountDueCents: 2200,
  amountPaidCents: 2200,
  currency: 'usd',
  status: 'paid',
  description: 'Creator',
  ...overrides,
});

/** The WELCOME coupon ($22 off for one month), as the browser keeps it. */
export const promoCoupon = (overrides: Partial<PromoCoupon> = {}): PromoCoupon => ({
  promocode: 'WELCOME',
  amount_off: 2200,
  percent_off: null,
  duration_in_months: 1,
  ...overrides,
});

/** One recorded call of the billing fake: its name and arguments. */
export interface BillingCall {
  readonly name: keyof BillingApi;
  readonly args: readonly unknown[];
}

const ok = <T>(value: T): Observable<E.Either<never, T>> => of(E.right(value));

/** A BillingApi whose every call succeeds and is recorded; override single calls per test. */
export const fakeBilling = (
  overrides: Partial<BillingApi> = {},
  details: SubscriptionDetails = subscriptionDetails(),
): BillingApi & { readonly calls: BillingCall[]; readonly names: () => readonly string[] } => {
  const calls: BillingCall[] = [];
  const answers: BillingApi = {
    getSubscription: () => ok(details),
    listInvoices: () => ok([]),
    createCheckoutSession: () => ok({ url: 'https://pay.test/checkout/cs_1' }),
    createPortalSession: () => ok({ url: 'https://pay.test/portal/ps_1' }),
    createUpdatePaymentMethodsSession: () => ok({ url: 'https://pay.test/payment-methods/pm_1' }),
    changeSubscription: () => ok(undefined),
    cancelDowngrade: () => ok(undefined),
    renewSubscription: () => ok(undefined),
    cancelSubscription: () => ok(undefined),
    validatePromocode: () => ok({ valid: true, amountOffCents: 2_200, percentOff: null, durationInMonths: 1 }),
    createConnectAccount: () => ok({ url: 'https://pay.test/connect/ca_1' }),
    createConnectAccountManagementLink: () => ok({ url: 'https://pay.test/connect/manage' }),
    extendCharacterLimit: () => ok(undefined),
    ...overrides,
  };
  const recorded = <K extends keyof BillingApi>(name: K): BillingApi[K] =>
    ((...args: unknown[]) => {
      calls.push({ name, args });
      return (answers[name] as (...a: unknown[]) => unknown)(...args);
    }) as BillingApi[K];
  const api = Object.fromEntries((Object.keys(answers) as (keyof BillingApi)[]).map((name) => [name, recorded(name)])) as unknown as BillingApi;
  return { ...api, calls, names: () => calls.map((c) => c.name) };
};
