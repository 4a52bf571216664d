import { defer, EMPTY, ignoreElements, tap, type Observable } from 'rxjs';
import * as E from 'fp-ts/lib/Either.js';
import { couponAppliedMessage, invalidPromoCodeMessage } from '@cadence/domain';
import type { AccountApi, AccountError } from '../accounts/account-api.port.js';
import type { KeyValueStore } from '../shared/key-value-store.port.js';
import { failureMessage } from '../shared/port-error.js';
import { toast, type Notifications } from '../shared/notifications.port.js';
import { clearStoredCoupon, readStoredPromocode } from './billing-storage.js';
import { detached } from '../shared/reducer-loop.js';

/** Applies the coupon kept in the browser (from an e-mail link) once, for a signed-in user. */
export interface StoredCouponUseCase {
  /**
   * Applies the stored coupon and toasts the outcome; completes at once when none is stored. The coupon is cleared
   * before the call, and the call runs to its end even if the caller stops listening (the coupon is gone by then).
   */
  applyOnce(): Observable<void>;
}

/** An unknown code gets the spec's "Coupon code {code} is invalid"; any other failure the service's reason. */
const failedMessage = (code: string, error: AccountError): string =>
  error._tag === 'InvalidCoupon' ? invalidPromoCodeMessage(code) : failureMessage(error);

/** The stored coupon is applied once and then cleared: removed from storage before the call, whatever its outcome. */
export const createStoredCouponUseCase = (deps: {
  readonly account: Pick<AccountApi, 'applyDiscount'>;
  readonly storage: KeyValueStore;
  readonly notifications: Notifications;
}): StoredCouponUseCase => ({
  applyOnce: () =>
    defer(() => {
      const code = readStoredPromocode(deps.storage);
      if (code === null) return EMPTY;
      clearStoredCoupon(deps.storage);
      return deps.account.applyDiscount(code).pipe(
        tap(E.match(
          (error) => deps.notifications.notify(toast('error', failedMessage(code, error))),
          () => deps.notifications.notify(toast('success', couponAppliedMessage(code))),
        )),
        ignoreElements(),
      );
    }).pipe(detached()),
});
