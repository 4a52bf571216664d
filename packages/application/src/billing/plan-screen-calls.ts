import { defer, map, tap, type Observable } from 'rxjs';
import * as E from 'fp-ts/lib/Either.js';
import {
  APP_ROUTES, changeEndsSubscription, subscriptionChangeFailedMessage, type DirectSubscriptionCall, type PlanChoice, type PlanTier,
  type SubscriptionCurrency,
} from '@cadence/domain';
import type { BillingApi, BillingError } from './billing-api.port.js';
import type { KeyValueStore } from '../shared/key-value-store.port.js';
import { failureMessage } from '../shared/port-error.js';
import { toast, type Notifications } from '../shared/notifications.port.js';
import { clearStoredCoupon, readStoredPromocode } from './billing-storage.js';
import { checkoutFailureForgetsCoupon, checkoutFailureMessage } from './billing-messages.js';
import { planChangeCall, type OpenPlanChangeDialog } from './plan-change-dialog.js';
import { planChangeConfirmation, providerCallConfirmation } from './plan-change-notices.js';
import type { PlanScreenEvent } from './plan-screen.reducer.js';

/** The ports the plan screen's calls use. */
export interface PlanScreenCalls {
  readonly billing: BillingApi;
  readonly storage: KeyValueStore;
  readonly notifications: Notifications;
}

/** A checkout for one card: the plan, and the currency the card is priced in. */
export interface CheckoutTarget {
  readonly tier: PlanTier;
  readonly plan: PlanChoice;
  readonly currency: SubscriptionCurrency;
}

/**
 * Starts a checkout with the stored coupon, if any, and leaves for the hosted checkout page. The coupon is applied
 * once: cleared when a checkout carrying it was created, or when the service says it expired. A failure is toasted
 * with the spec's checkout message unless the effect swallows it (an upgrade from free).
 */
export const checkoutCall = (calls: PlanScreenCalls, target: CheckoutTarget, reportFailure: boolean): Observable<PlanScreenEvent> =>
  defer(() => {
    const promocode = readStoredPromocode(calls.storage);
    const failed = (error: BillingError): void => {
      if (checkoutFailureForgetsCoupon(error)) clearStoredCoupon(calls.storage);
      if (reportFailure) calls.notifications.notify(toast('error', checkoutFailureMessage(error)));
    };
    const created = ({ url }: { readonly url: string }): void => {
      if (promocode !== null) clearStoredCoupon(calls.storage);
      calls.notifications.notify({ type: 'leave', url });
    };
    return calls.billing.createCheckoutSession({ plan: target.plan, currency: target.currency, promocode }).pipe(
      tap(E.match(failed, created)),
      map((): PlanScreenEvent => ({ type: 'pressSettled', tier: target.tier, refresh: false })),
    );
  });

/**
 * Renews or cancels the scheduled downgrade directly; success refreshes the subscription and confirms what changes
 * when, failure shows the service's reason.
 */
export const providerCall = (calls: PlanScreenCalls, tier: PlanTier, call: DirectSubscriptionCall): Observable<PlanScreenEvent> =>
  (call === 'renewSubscription' ? calls.billing.renewSubscription() : calls.billing.cancelDowngrade()).pipe(
    tap(E.match(
      (error) => calls.notifications.notify(toast('error', failureMessage(error))),
      () => calls.notifications.notify(toast('success', providerCallConfirmation(call, tier))),
    )),
    map((result): PlanScreenEvent => ({ type: 'pressSettled', tier, refresh: E.isRight(result) })),
  );

/**
 * Confirms the dialog's change with the stored coupon (none for a cancellation or a downgrade to Free), forgotten once the change carrying
 * it succeeded. A success is confirmed with what changes when; the spec swallows a failed upgrade; cancel and downgrade
 * failures are toasted.
 */
export const changeCall = (calls: PlanScreenCalls, dialog: OpenPlanChangeDialog): Observable<PlanScreenEvent> =>
  defer(() => {
    const promocode = changeEndsSubscription(dialog.changeType, dialog.plan) ? null : readStoredPromocode(calls.storage);
    const failed = (): void => {
      if (dialog.changeType !== 'upgrade') calls.notifications.notify(toast('error', subscriptionChangeFailedMessage(dialog.changeType)));
    };
    const changed = (): void => {
      if (promocode !== null) clearStoredCoupon(calls.storage);
      calls.notifications.notify(toast('success', planChangeConfirmation(dialog.changeType, dialog.plan)));
    };
    return planChangeCall(calls.billing, dialog, promocode).pipe(
      tap(E.match(failed, changed)),
      map((result): PlanScreenEvent => ({ type: 'changeSettled', idempotencyKey: dialog.idempotencyKey, succeeded: E.isRight(result) })),
    );
  });

/** The free flow and sign-up are in-app moves. */
export const navigationOf = (effect: 'freeFlow' | 'signUp'): string => (effect === 'freeFlow' ? APP_ROUTES.home : APP_ROUTES.signUp);
