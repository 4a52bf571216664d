import { map, tap, type Observable } from 'rxjs';
import * as E from 'fp-ts/lib/Either.js';
import * as O from 'fp-ts/lib/Option.js';
import {
  APP_ROUTES, couponAppliedToSubscriptionMessage, couponFromValidation, couponSavedForCheckoutMessage, invalidPromoCodeMessage,
  promoCodeErrorMessage, type PromoCodeError, type PromoCoupon, type SubscriptionCurrency,
} from '@cadence/domain';
import type { AccountApi, AccountError } from '../accounts/account-api.port.js';
import type { BillingApi, BillingResult, PromoValidation } from './billing-api.port.js';
import type { KeyValueStore } from '../shared/key-value-store.port.js';
import { failureMessage } from '../shared/port-error.js';
import { toast, type Notifications } from '../shared/notifications.port.js';
import { clearStoredCoupon, storeCoupon } from './billing-storage.js';
import { couponDiscountLabel } from './subscription-view.js';
import type { SubscriptionPageEvent } from './subscription-page.reducer.js';

/** The ports a promo code typed on the subscription page uses. */
export interface PromoCodeDeps {
  readonly billing: Pick<BillingApi, 'validatePromocode'>;
  readonly account: Pick<AccountApi, 'applyDiscount'>;
  readonly storage: KeyValueStore;
  readonly notifications: Notifications;
}

const validated = (code: string, result: BillingResult<PromoValidation>): E.Either<PromoCodeError, PromoCoupon> =>
  E.isLeft(result)
    ? E.left({ _tag: 'validationFailed', code })
    : couponFromValidation(code, {
        valid: result.right.valid,
        amount_off: result.right.amountOffCents,
        percent_off: result.right.percentOff,
        duration_in_months: result.right.durationInMonths,
      });

/**
 * Without a subscription the code is validated by the server and kept in the browser for the checkout, and the toast
 * says so; a code the server does not accept gets the spec's message and the stored code is cleared.
 */
export const keepForCheckout = (deps: PromoCodeDeps, code: string, currency: SubscriptionCurrency): Observable<SubscriptionPageEvent> =>
  deps.billing.validatePromocode(code).pipe(
    map((result) => validated(code, result)),
    tap(E.match((error) => {
      clearStoredCoupon(deps.storage);
      deps.notifications.notify(toast('error', promoCodeErrorMessage(error)));
    }, (coupon) => {
      storeCoupon(deps.storage, coupon);
      const discount = couponDiscountLabel(coupon.percent_off, coupon.amount_off, currency);
      deps.notifications.notify(toast('success', couponSavedForCheckoutMessage(code, discount)));
      deps.notifications.notify({ type: 'navigate', to: APP_ROUTES.subscription });
    })),
    map((coupon): SubscriptionPageEvent => ({ type: 'promocodeSettled', coupon: O.toNullable(O.fromEither(coupon)), reload: false })),
  );

/**
 * A subscriber's code goes on the subscription: its next invoice is discounted (the page reloads to show it) and the
 * toast says by how much and for which invoices; or it is refused with the reason (unknown, expired, set to cancel).
 * The coupon kept in the browser stays as it was.
 */
export const applyToSubscription = (
  deps: PromoCodeDeps,
  code: string,
  currency: SubscriptionCurrency,
  kept: PromoCoupon | null,
): Observable<SubscriptionPageEvent> =>
  deps.account.applyDiscount(code).pipe(
    tap(E.match((error: AccountError) => {
      deps.notifications.notify(toast('error', error._tag === 'InvalidCoupon' ? invalidPromoCodeMessage(code) : failureMessage(error)));
    }, (applied) => {
      const discount = couponDiscountLabel(applied.percentOff, applied.amountOffCents, currency);
      deps.notifications.notify(toast('success', couponAppliedToSubscriptionMessage(code, discount, applied.durationInMonths)));
      deps.notifications.notify({ type: 'navigate', to: APP_ROUTES.subscription });
    })),
    map((result): SubscriptionPageEvent => ({ type: 'promocodeSettled', coupon: kept, reload: E.isRight(result) })),
  );
