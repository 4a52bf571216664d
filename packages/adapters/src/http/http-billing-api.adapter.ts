import type { ApiResult, BillingApi, CheckoutRequest, Invoice, PromoValidation, SubscriptionDetails } from '@cadence/application';
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

type HostedPage = ApiResult<{ readonly url: string }>;

const toVoid = map(E.map((): void => undefined));

/** Runs the call for a plan the contract can carry; any other plan fails without a request. */
const forPaidPlan = <T>(plan: PlanChoice, call: (tier: PaidPlanTier) => Observable<ApiResult<T>>): Observable<ApiResult<T>> =>
  O.match(() => of(E.left(unsellablePlan(plan.tier))), call)(paidPlanTier(plan.tier));

/** BillingApi over the contract's billing endpoints, with the session's bearer token. */
export class HttpBillingApi implements BillingApi {
  constructor(private readonly client: ApiClient) {}

  getSubscription(): Observable<ApiResult<SubscriptionDetails>> {
    return apiCall(SubscriptionDetailsCodec, (init) => this.client.GET('/v1/user/subscription', init)).pipe(
      map(E.map(toSubscriptionDetails)),
    );
  }

  listInvoices(): Observable<ApiResult<readonly Invoice[]>> {
    return apiCall(InvoiceListCodec, (init) => this.client.GET('/v1/user/subscription/invoices', init)).pipe(
      map(E.map(({ invoices }) => invoices.map(toInvoice))),
    );
  }

  /** Sends the stored coupon as promocode when there is one; without, the server's default discount applies. */
  createCheckoutSession(request: CheckoutRequest): Observable<HostedPage> {
    return forPaidPlan(request.plan, (tier) => {
      const body = {
        subscription_type: tier,
        billing_period: request.plan.billingPeriod,
        currency: request.currency,
        promocode: request.promocode,
      };
      return apiCall(HostedPageCodec, (init) => this.client.POST('/create-checkout-session', { ...init, body }));
    });
  }

  createPortalSession(): Observable<HostedPage> {
    return apiCall(HostedPageCodec, (init) => this.client.POST('/create-portal-session', init));
  }

  createUpdatePaymentMethodsSession(): Observable<HostedPage> {
    return apiCall(HostedPageCodec, (init) => this.client.POST('/create-update-payment-methods-session', init));
  }

  changeSubscription(plan: PlanChoice, idempotencyKey: string, promocode: string | null): Observable<ApiResult<void>> {
    return forPaidPlan(plan, (tier) => {
      const body = { subscription_type: tier, billing_period: plan.billingPeriod, idempotency_key: idempotencyKey, promocode };
      return apiCall(OkCodec, (init) => this.client.POST('/change-subscription', { ...init, body })).pipe(toVoid);
    });
  }

  cancelDowngrade(): Observable<ApiResult<void>> {
    return apiCall(OkCodec, (init) => this.client.POST('/cancel-downgrade', init)).pipe(toVoid);
  }

  renewSubscription(): Observable<ApiResult<void>> {
    return apiCall(OkCodec, (init) => this.client.POST('/renew-subscription', init)).pipe(toVoid);
  }

  cancelSubscription(): Observable<ApiResult<void>> {
    return apiCall(OkCodec, (init) => this.client.POST('/cancel-subscription', init)).pipe(toVoid);
  }

  validatePromocode(promocode: string): Observable<ApiResult<PromoValidation>> {
    const body = { promocode };
    return apiCall(PromocodeValidationCodec, (init) => this.client.POST('/validate-promocode', { ...init, body })).pipe(
      map(E.map(toPromoValidation)),
    );
  }

  createConnectAccount(relativeRedirectPath: string | null): Observable<HostedPage> {
    const body = { relative_redirect_path: relativeRedirectPath };
    return apiCall(HostedPageCodec, (init) => this.client.POST('/create-connect-account', { ...init, body }));
  }

  createConnectAccountManagementLink(relativeRedirectPath: string | null): Observable<HostedPage> {
    const body = { relative_redirect_path: relativeRedirectPath };
    return apiCall(HostedPageCodec, (init) => this.client.POST('/create-connect-account-management-link', { ...init, body }));
  }

  extendCharacterLimit(newLimit: number): Observable<ApiResult<void>> {
    const body = { new_limit: newLimit };
    return apiCall(OkCodec, (init) => this.client.POST('/v1/user/extend-character-limit', { ...init, body })).pipe(toVoid);
  }
}
