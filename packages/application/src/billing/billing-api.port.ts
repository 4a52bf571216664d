import type { Observable } from 'rxjs';
import type * as E from 'fp-ts/lib/Either.js';
import type { PlanChoice, Subscription, SubscriptionCurrency } from '@cadence/domain';
import type { CouponExpired, InvalidCoupon } from '../accounts/account-api.port.js';
import {
  portError, type CommonError, type NotFound, type PortError, type RateLimited, type SessionExpired,
} from '../shared/port-error.js';

/** A plan change the card issuer refused: the payment method must be updated first. */
export type CardDeclined = PortError<'CardDeclined'>;
export const CardDeclined = portError('CardDeclined');

/** A change to the plan and period the subscription already has. */
export type SamePlan = PortError<'SamePlan'>;
export const SamePlan = portError('SamePlan');

/** A checkout for a workspace that already pays: the plan must be changed instead. */
export type AlreadySubscribed = PortError<'AlreadySubscribed'>;
export const AlreadySubscribed = portError('AlreadySubscribed');

/** A change, cancellation or renewal for a workspace without a paid subscription. */
export type NoSubscription = PortError<'NoSubscription'>;
export const NoSubscription = portError('NoSubscription');

/** The subscription has a payment problem (incomplete, past due): the payment method must be updated first. */
export type PaymentProblem = PortError<'PaymentProblem'>;
export const PaymentProblem = portError('PaymentProblem');

/** The subscription already is as asked: no downgrade to cancel, no cancellation to undo, already set to cancel. */
export type NothingToChange = PortError<'NothingToChange'>;
export const NothingToChange = portError('NothingToChange');

/** Only workspace admins manage billing. */
export type BillingAdminOnly = PortError<'BillingAdminOnly'>;
export const BillingAdminOnly = portError('BillingAdminOnly');

/** A character-limit extension the plan does not allow (not extendable, above the ceiling, below the plan's limit). */
export type LimitNotAllowed = PortError<'LimitNotAllowed'>;
export const LimitNotAllowed = portError('LimitNotAllowed');

/** Managing payouts before a payouts (connect) account was set up. */
export type NoPayoutsAccount = PortError<'NoPayoutsAccount'>;
export const NoPayoutsAccount = portError('NoPayoutsAccount');

/**
 * The billing service was reached and failed on its side (the spec's checkout tells "an HTTP error" from an unknown
 * one). It carries no message: a failing service's words are not shown.
 */
export type ServerFailed = PortError<'ServerFailed'>;
export const ServerFailed = portError('ServerFailed');

/**
 * Why a billing call failed. Each tag carries the service's reason in words people read (`failureMessage`):
 * - CouponExpired: a checkout or change carried a coupon that has expired (the stored coupon must be forgotten);
 * - InvalidCoupon: a checkout or change carried a coupon code that does not exist;
 * - CardDeclined, SamePlan, AlreadySubscribed, NoSubscription, PaymentProblem, NothingToChange: the change,
 *   checkout, cancellation or renewal cannot be made in the subscription's state (see each tag);
 * - BillingAdminOnly: the user is not an admin of the workspace; LimitNotAllowed: extendCharacterLimit refused;
 *   NoPayoutsAccount: createConnectAccountManagementLink before any payouts account;
 * - SessionExpired: the access token is missing, invalid or expired; NotFound: no such workspace for the user;
 *   RateLimited: too many requests for now;
 * - ServerFailed: the service answered with a failure of its own; Unavailable: it could not be reached, or answered
 *   something the app cannot read; Rejected: any other refusal, with the service's reason.
 */
export type BillingError =
  | CouponExpired | InvalidCoupon | CardDeclined | SamePlan | AlreadySubscribed | NoSubscription | PaymentProblem
  | NothingToChange | BillingAdminOnly | LimitNotAllowed | NoPayoutsAccount | SessionExpired | NotFound | RateLimited
  | ServerFailed | CommonError;

/** What a billing call answers: the value, or why it failed. */
export type BillingResult<T> = E.Either<BillingError, T>;

/** The next charge of a subscription, as the provider announces it. */
export interface NextInvoice {
  readonly amountDueCents: number;
  readonly nextPaymentAttemptUnix: number;
  readonly discountPercentOff: number | null;
  readonly discountAmountOffCents: number | null;
}

/** The workspace subscription with its usage and billing facts (GET /v1/user/subscription, decoded). */
export interface SubscriptionDetails {
  /** The facts the domain's plan rules read. */
  readonly subscription: Subscription;
  readonly characterCount: number;
  readonly characterLimit: number;
  readonly canExtendCharacterLimit: boolean;
  readonly allowedToExtendCharacterLimit: boolean;
  readonly maxCharacterLimitExtension: number;
  readonly nextCharacterCountResetUnix: number | null;
  readonly voiceLimit: number;
  readonly professionalVoiceLimit: number;
  readonly nextInvoice: NextInvoice | null;
  readonly hasOpenInvoices: boolean;
  /** Unix seconds at which the current period ends, when a provider subscription exists. */
  readonly currentPeriodEndUnix: number | null;
  readonly hasPaymentMethod: boolean;
}

/** One invoice of the workspace. */
export interface Invoice {
  readonly invoiceId: string;
  readonly createdUnix: number;
  readonly amountDueCents: number;
  readonly amountPaidCents: number;
  readonly currency: SubscriptionCurrency;
  readonly status: 'draft' | 'open' | 'paid' | 'uncollectible' | 'void';
  readonly description: string;
}

/** What a checkout needs: the plan, the currency and the coupon kept in the browser, if any. */
export interface CheckoutRequest {
  readonly plan: PlanChoice;
  readonly currency: SubscriptionCurrency;
  readonly promocode: string | null;
}

/** A promo code's validation, as the server answers it. */
export interface PromoValidation {
  readonly valid: boolean;
  readonly amountOffCents: number | null;
  readonly percentOff: number | null;
  readonly durationInMonths: number | null;
}

/** A hosted provider page to send the browser to. */
export interface HostedPage {
  readonly url: string;
}

/** The billing calls of the API (section 7 of the accounts and billing spec). Each emits once and completes. */
export interface BillingApi {
  getSubscription(): Observable<BillingResult<SubscriptionDetails>>;
  listInvoices(): Observable<BillingResult<readonly Invoice[]>>;
  /** Answers the hosted checkout URL to send the browser to. */
  createCheckoutSession(request: CheckoutRequest): Observable<BillingResult<HostedPage>>;
  createPortalSession(): Observable<BillingResult<HostedPage>>;
  createUpdatePaymentMethodsSession(): Observable<BillingResult<HostedPage>>;
  /** Upgrades or downgrades; the same idempotency key never changes or charges twice. */
  changeSubscription(plan: PlanChoice, idempotencyKey: string, promocode: string | null): Observable<BillingResult<void>>;
  cancelDowngrade(): Observable<BillingResult<void>>;
  renewSubscription(): Observable<BillingResult<void>>;
  cancelSubscription(): Observable<BillingResult<void>>;
  validatePromocode(promocode: string): Observable<BillingResult<PromoValidation>>;
  createConnectAccount(relativeRedirectPath: string | null): Observable<BillingResult<HostedPage>>;
  createConnectAccountManagementLink(relativeRedirectPath: string | null): Observable<BillingResult<HostedPage>>;
  /** Raises the character limit within the domain's ceiling. */
  extendCharacterLimit(newLimit: number): Observable<BillingResult<void>>;
}
