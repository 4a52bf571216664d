import { defer, map, type Observable, type Subject } from 'rxjs';
import * as E from 'fp-ts/lib/Either.js';
import * as O from 'fp-ts/lib/Option.js';
import {
  checkoutFailureClearsCoupon, checkoutFailureMessage, type DirectSubscriptionCall, type PlanChoice, type SubscriptionCurrency,
} from '@cadence/domain';
import type { BillingApi } from './billing-api.port.js';
import type { KeyValueStore } from '../shared/key-value-store.port.js';
import type { BillingEffect } from './billing.types.js';
import { clearStoredCoupon, readStoredCoupon } from './billing-storage.js';
import { checkoutFailureOf, errorToast, serverDetailMessage } from './billing-messages.js';

/** What the plan screen's calls share: the ports, the effects channel and the subscription refresh. */
export interface PlanScreenCalls {
  readonly billing: BillingApi;
  readonly storage: KeyValueStore;
  readonly effects: Subject<BillingEffect>;
  readonly refresh: () => void;
}

/**
 * Starts a checkout with the stored coupon, if any, and leaves for the hosted checkout page. The coupon is applied
 * once: cleared when a checkout carrying it was created, or when the server says it expired. A failure is toasted
 * with the domain's checkout message unless the effect swallows it (an upgrade from free).
 */
export const runCheckout = (
  calls: PlanScreenCalls,
  target: { readonly plan: PlanChoice; readonly currency: SubscriptionCurrency },
  reportFailure: boolean,
): Observable<void> =>
  defer(() => {
    const coupon = readStoredCoupon(calls.storage);
    const promocode = O.isSome(coupon) ? coupon.value.promocode : null;
    return calls.billing.createCheckoutSession({ plan: target.plan, currency: target.currency, promocode }).pipe(
      map(
        E.match(
          (error) => {
            const failure = checkoutFailureOf(error);
            if (checkoutFailureClearsCoupon(failure)) clearStoredCoupon(calls.storage);
            if (reportFailure) calls.effects.next(errorToast(checkoutFailureMessage(failure)));
          },
          ({ url }) => {
            if (promocode !== null) clearStoredCoupon(calls.storage);
            calls.effects.next({ type: 'leave', url });
          },
        ),
      ),
    );
  });

/** Renews or cancels the scheduled downgrade directly; success refreshes the subscription, failure shows the server's message. */
export const runProviderCall = (calls: PlanScreenCalls, call: DirectSubscriptionCall): Observable<void> =>
  (call === 'renewSubscription' ? calls.billing.renewSubscription() : calls.billing.cancelDowngrade()).pipe(
    map(
      E.match(
        (error) => calls.effects.next(errorToast(serverDetailMessage(error))),
        () => calls.refresh(),
      ),
    ),
  );
