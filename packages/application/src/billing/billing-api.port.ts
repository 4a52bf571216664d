import type { Observable } from 'rxjs';
import type { PlanChoice, Subscription, SubscriptionCurrency } from '@cadence/domain';
import type { ApiResult } from '../shared/http-error.js';

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

/** The billing calls of the API (section 7 of the accounts and billing spec). Each emits once and completes. */
export interface BillingApi {
  getSubscription(): Observable<ApiResult<SubscriptionDetails>>;
  listInvoices(): Observable<ApiResult<readonly Invoice[]>>;
  /** Answers the hosted checkout URL to send the browser to. */
  createCheckoutSession(request: CheckoutRequest): Observable<ApiResult<{ readonly url: string }>>;
  createPortalSession(): Observable<ApiResult<{ readonly url: string }>>;
  createUpdatePaymentMethodsSession(): Observable<ApiResult<{ readonly url: string }>>;
  /** Upgrades or downgrades; the same idempotency key never changes or charges twice. */
  changeSubscription(plan: PlanChoice, idempotencyKey: string, promocode: string | null): Observable<ApiResult<void>>;
  cancelDowngrade(): Observable<ApiResult<void>>;
  renewSubscription(): Observable<ApiResult<void>>;
  cancelSubscription(): Observable<ApiResult<void>>;
  validatePromocode(promocode: string): Observable<ApiResult<PromoValidation>>;
  createConnectAccount(relativeRedirectPath: string | null): Observable<ApiResult<{ readonly url: string }>>;
  createConnectAccountManagementLink(relativeRedirectPath: string | null): Observable<ApiResult<{ readonly url: string }>>;
  /** Raises the character limit within the domain's ceiling. */
  extendCharacterLimit(newLimit: number): Observable<ApiResult<void>>;
}

/** The token for binding BillingApi in a container. */
export const BillingApi = Symbol.for('cadence.BillingApi');

