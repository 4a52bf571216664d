import {
  AlreadySubscribed, BillingAdminOnly, CardDeclined, CouponExpired, InvalidCoupon, LimitNotAllowed, NoPayoutsAccount,
  NoSubscription, NotFound, NothingToChange, PaymentProblem, RateLimited, SamePlan, ServerFailed, SessionExpired,
  type BillingApi, type BillingError, type BillingResult, type CheckoutRequest, type HostedPage, type Invoice,
  type PromoValidation, type SubscriptionDetails,
} from '@cadence/application';
import type { PlanChoice } from '@cadence/domain';
import * as E from 'fp-ts/lib/Either.js';
import * as O from 'fp-ts/lib/Option.js';
import { map, of, type Observable } from 'rxjs';
import { apiCall } from './api-call.js';
import type { ApiClient } from './api-client.js';
import { paidPlanTier, toInvoice, toPromoValidation, toSubscriptionDetails, unsellablePlan, type PaidPlanTier } from './billing-bodies.js';
import { HostedPageCodec } from './codecs/hosted-page.codec.js';
import { InvoiceListCodec } from './codecs/invoice.codec.js';
import { OkCodec } from './codecs/ok.codec.js';
import { PromocodeValidationCodec } from './codecs/promocode-validation.codec.js';
import { SubscriptionDetailsCodec } from './codecs/subscription-details.codec.js';
import { errorTable, withErrors } from './error-table.js';
import type { HttpResult } from './http-error.js';

/**
 * The billing endpoints' failures in the port's words (packages/server/src/http/failure.ts and the billing routes).
 * A 5xx is ServerFailed, not Unavailable: the checkout tells a failing service from one it could not reach.
 */
export const BILLING_ERRORS = errorTable<BillingError>([
  { code: 'coupon_expired', to: CouponExpired },
  { code: 'invalid_promocode', to: InvalidCoupon },
  { code: 'card_declined', to: CardDeclined },
  { code: 'same_plan', to: SamePlan },
  { code: 'already_subscribed', to: AlreadySubscribed },
  { code: 'no_subscription', to: NoSubscription },
  { code: 'subscription_not_active', to: PaymentProblem },
  { code: 'no_scheduled_downgrade', to: NothingToChange },
  { code: 'not_canceled', to: NothingToChange },
  { code: 'already_canceled', to: NothingToChange },
  { code: 'billing_admin_only', to: BillingAdminOnly },
  { code: 'extension_not_allowed', to: LimitNotAllowed },
  { code: 'above_ceiling', to: LimitNotAllowed },
  { code: 'below_plan_limit', to: LimitNotAllowed },
  { code: 'no_connect_account', to: NoPayoutsAccount },
  { status: 401, to: SessionExpired },
  { status: 404, to: NotFound },
  { status: 429, to: RateLimited },
  { status: '5xx', to: ServerFailed },
]);

const toVoid = map(E.map((): void => undefined));

/** Runs the call for a plan the contract can carry; any other plan fails without a request (as the server would, 422). */
const forPaidPlan = <T>(plan: PlanChoice, call: (tier: PaidPlanTier) => Observable<HttpResult<T>>): Observable<HttpResult<T>> =>
  O.match(() => of(E.left(unsellablePlan(plan.tier))), call)(paidPlanTier(plan.tier));

/** BillingApi over the contract's billing endpoints, with the session's bearer token; failures through BILLING_ERRORS. */
export class HttpBillingApi implements BillingApi {
  constructor(private readonly client: ApiClient) {}

  getSubscription(): Observable<BillingResult<SubscriptionDetails>> {
    return apiCall(SubscriptionDetailsCodec, (init) => this.client.GET('/v1/user/subscription', init)).pipe(
      map(E.map(toSubscriptionDetails)),
      withErrors(BILLING_ERRORS),
    );
  }

  listInvoices(): Observable<BillingResult<readonly Invoice[]>> {
    return apiCall(InvoiceListCodec, (init) => this.client.GET('/v1/user/subscription/invoices', init)).pipe(
      map(E.map(({ invoices }) => invoices.map(toInvoice))),
      withErrors(BILLING_ERRORS),
    );
  }

  /** Sends the stored coupon as promocode when there is one; without, the server's default discount applies. */
  createCheckoutSession(request: CheckoutRequest): Observable<BillingResult<HostedPage>> {
    return forPaidPlan(request.plan, (tier) => {
      const body = {
        subscription_type: tier,
        billing_period: request.plan.billingPeriod,
        currency: request.currency,
        promocode: request.promocode,
      };
      return apiCall(HostedPageCodec, (init) => this.client.POST('/create-checkout-session', { ...init, body }));
    }).pipe(withErrors(BILLING_ERRORS));
  }

  createPortalSession(): Observable<BillingResult<HostedPage>> {
    return apiCall(HostedPageCodec, (init) => this.client.POST('/create-portal-session', init)).pipe(withErrors(BILLING_ERRORS));
  }

  createUpdatePaymentMethodsSession(): Observable<BillingResult<HostedPage>> {
    return apiCall(HostedPageCodec, (init) => this.client.POST('/create-update-payment-methods-session', init)).pipe(
      withErrors(BILLING_ERRORS),
    );
  }

  changeSubscription(plan: PlanChoice, idempotencyKey: string, promocode: string | null): Observable<BillingResult<void>> {
    return forPaidPlan(plan, (tier) => {
      const body = { subscription_type: tier, billing_period: plan.billingPeriod, idempotency_key: idempotencyKey, promocode };
      return apiCall(OkCodec, (init) => this.client.POST('/change-subscription', { ...init, body })).pipe(toVoid);
    }).pipe(withErrors(BILLING_ERRORS));
  }

  cancelDowngrade(): Observable<BillingResult<void>> {
    return apiCall(OkCodec, (init) => this.client.POST('/cancel-downgrade', init)).pipe(toVoid, withErrors(BILLING_ERRORS));
  }

  renewSubscription(): Observable<BillingResult<void>> {
    return apiCall(OkCodec, (init) => this.client.POST('/renew-subscription', init)).pipe(toVoid, withErrors(BILLING_ERRORS));
  }

  cancelSubscription(): Observable<BillingResult<void>> {
    return apiCall(OkCodec, (init) => this.client.POST('/cancel-subscription', init)).pipe(toVoid, withErrors(BILLING_ERRORS));
  }

  validatePromocode(promocode: string): Observable<BillingResult<PromoValidation>> {
    const body = { promocode };
    return apiCall(PromocodeValidationCodec, (init) => this.client.POST('/validate-promocode', { ...init, body })).pipe(
      map(E.map(toPromoValidation)),
      withErrors(BILLING_ERRORS),
    );
  }

  createConnectAccount(relativeRedirectPath: string | null): Observable<BillingResult<HostedPage>> {
    const body = { relative_redirect_path: relativeRedirectPath };
    return apiCall(HostedPageCodec, (init) => this.client.POST('/create-connect-account', { ...init, body })).pipe(
      withErrors(BILLING_ERRORS),
    );
  }

  createConnectAccountManagementLink(relativeRedirectPath: string | null): Observable<BillingResult<HostedPage>> {
    const body = { relative_redirect_path: relativeRedirectPath };
    return apiCall(HostedPageCodec, (init) => this.client.POST('/create-connect-account-management-link', { ...init, body })).pipe(
      withErrors(BILLING_ERRORS),
    );
  }

  extendCharacterLimit(newLimit: number): Observable<BillingResult<void>> {
    const body = { new_limit: newLimit };
    return apiCall(OkCodec, (init) => this.client.POST('/v1/user/extend-character-limit', { ...init, body })).pipe(
      toVoid,
      withErrors(BILLING_ERRORS),
    );
  }
}
