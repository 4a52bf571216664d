import { defer, EMPTY, map, type Observable } from 'rxjs';
import * as E from 'fp-ts/lib/Either.js';
import * as O from 'fp-ts/lib/Option.js';
import { BROWSER_STORAGE_KEYS, couponAppliedMessage, invalidPromoCodeMessage } from '@cadence/domain';
import type { AccountApi } from '../accounts/account-api.port.js';
import type { KeyValueStore } from '../shared/key-value-store.port.js';
import type { AccountActionEffect } from '../accounts/account-action.types.js';
import { toastMessageFor } from '../shared/http-error-toast.js';
import { readStoredCoupon } from './billing-storage.js';

/** Applies the coupon kept in the browser (from an e-mail link) once, for a signed-in user. */
export interface StoredCouponUseCase {
  /** Emits the toast for the outcome, or nothing when no coupon is stored. The coupon is cleared before the call. */
  applyOnce(): Observable<AccountActionEffect>;
}

/** The stored coupon is applied once and then cleared: removed from storage before the call, whatever its outcome. */
export const createStoredCouponUseCase = (deps: {
  readonly account: Pick<AccountApi, 'applyDiscount'>;
  readonly storage: KeyValueStore;
}): StoredCouponUseCase => ({
  applyOnce: () =>
    defer(() => {
      const stored = readStoredCoupon(deps.storage);
      if (O.isNone(stored)) return EMPTY;
      deps.storage.remove(BROWSER_STORAGE_KEYS.coupon);
      const code = stored.value.promocode;
      return deps.account.applyDiscount(code).pipe(
        map(
          E.match(
            (error): AccountActionEffect => ({
              type: 'toast',
              kind: 'error',
              message: error.statusText === 'invalid_promocode' ? invalidPromoCodeMessage(code) : toastMessageFor(error),
            }),
            (): AccountActionEffect => ({ type: 'toast', kind: 'success', message: couponAppliedMessage(code) }),
          ),
        ),
      );
    }),
});
