import {
  BehaviorSubject, combineLatest, defer, EMPTY, finalize, forkJoin, map, shareReplay, startWith, Subject, switchMap,
  type Observable,
} from 'rxjs';
import * as E from 'fp-ts/lib/Either.js';
import * as O from 'fp-ts/lib/Option.js';
import {
  APP_ROUTES, couponAppliedMessage, couponFromValidation, DEFAULT_PLAN_SCREEN_ENVIRONMENT, promoCodeErrorMessage,
  promoCodeRemovedMessage, type PlanScreenEnvironment, type PromoCodeError, type PromoCoupon,
} from '@cadence/domain';
import type { BillingApi, PromoValidation } from './billing-api.port.js';
import type { ApiResult } from '../shared/http-error.js';
import type { KeyValueStore } from '../shared/key-value-store.port.js';
import type { BillingEffect, SubscriptionPageUseCase, SubscriptionPageView } from './billing.types.js';
import { clearStoredCoupon, readStoredCoupon, storeCoupon } from './billing-storage.js';
import { errorToast, serverDetailMessage, successToast } from './billing-messages.js';
import { toastMessageFor } from '../shared/http-error-toast.js';
import { subscriptionPageView, type SubscriptionPageData } from './subscription-view.js';

/** The ports and facts the subscription page needs. */
export interface SubscriptionPageDeps {
  readonly billing: BillingApi;
  readonly storage: KeyValueStore;
  /** Minutes east of UTC the dates are shown at (the negation of getTimezoneOffset()). */
  readonly utcOffsetMinutes: number;
  /** Which tier may not be cancelled; the ordinary hosted product when absent. */
  readonly environment?: PlanScreenEnvironment;
}

const validated = (code: string, result: ApiResult<PromoValidation>): E.Either<PromoCodeError, PromoCoupon> =>
  E.isLeft(result)
    ? E.left({ _tag: 'validationFailed', code })
    : couponFromValidation(code, {
        valid: result.right.valid,
        amount_off: result.right.amountOffCents,
        percent_off: result.right.percentOff,
        duration_in_months: result.right.durationInMonths,
      });

/**
 * The subscription page: details and invoices; the portal and payment-method pages; cancel and renew (failures show
 * the server's message); and the promo code kept in the browser (validated by the server, removable).
 */
export const createSubscriptionPageUseCase = (deps: SubscriptionPageDeps): SubscriptionPageUseCase => {
  const effects = new Subject<BillingEffect>();
  const reloads = new Subject<void>();
  const couponChanges = new Subject<void>();
  const busy = new BehaviorSubject<boolean>(false);
  const environment = deps.environment ?? DEFAULT_PLAN_SCREEN_ENVIRONMENT;

  const data$: Observable<SubscriptionPageData | null> = reloads.pipe(
    startWith(undefined),
    switchMap(() => forkJoin({ details: deps.billing.getSubscription(), invoices: deps.billing.listInvoices() })),
    startWith(null),
  );
  const coupon$ = couponChanges.pipe(startWith(undefined), map(() => O.toNullable(readStoredCoupon(deps.storage))));

  const view$: Observable<SubscriptionPageView> = combineLatest([data$, coupon$, busy]).pipe(
    map(([data, coupon, isBusy]) =>
      subscriptionPageView(data, { coupon, busy: isBusy, utcOffsetMinutes: deps.utcOffsetMinutes, environment }),
    ),
    shareReplay({ bufferSize: 1, refCount: true }),
  );

  const whileBusy = <T>(work: Observable<T>): Observable<T> =>
    defer(() => {
      busy.next(true);
      return work.pipe(finalize(() => busy.next(false)));
    });

  const leaveFor = (session: Observable<ApiResult<{ readonly url: string }>>): Observable<void> =>
    whileBusy(session).pipe(
      map(E.match((error) => effects.next(errorToast(toastMessageFor(error))), ({ url }) => effects.next({ type: 'leave', url }))),
    );

  const direct = (call: Observable<ApiResult<void>>): Observable<void> =>
    whileBusy(call).pipe(map(E.match((error) => effects.next(errorToast(serverDetailMessage(error))), () => reloads.next())));

  const couponChanged = (next: O.Option<PromoCoupon>): void => {
    if (O.isSome(next)) storeCoupon(deps.storage, next.value);
    else clearStoredCoupon(deps.storage);
    couponChanges.next();
  };

  const applyPromocode = (input: string): Observable<void> =>
    defer(() => {
      const code = input.trim();
      if (code === '') return EMPTY;
      return whileBusy(deps.billing.validatePromocode(code)).pipe(
        map((result) => {
          const coupon = validated(code, result);
          couponChanged(O.fromEither(coupon));
          if (E.isLeft(coupon)) {
            effects.next(errorToast(promoCodeErrorMessage(coupon.left)));
            return;
          }
          effects.next(successToast(couponAppliedMessage(code)));
          effects.next({ type: 'navigate', to: APP_ROUTES.subscription });
        }),
      );
    });

  const removePromocode = (): void => {
    const coupon = readStoredCoupon(deps.storage);
    couponChanged(O.none);
    if (O.isSome(coupon)) effects.next(successToast(promoCodeRemovedMessage(coupon.value.promocode)));
  };

  return {
    view$,
    effects$: effects.asObservable(),
    reload: () => reloads.next(),
    openPortal: () => leaveFor(deps.billing.createPortalSession()),
    updatePaymentMethod: () => leaveFor(deps.billing.createUpdatePaymentMethodsSession()),
    cancelSubscription: () => direct(deps.billing.cancelSubscription()),
    renewSubscription: () => direct(deps.billing.renewSubscription()),
    applyPromocode,
    removePromocode,
  };
};
