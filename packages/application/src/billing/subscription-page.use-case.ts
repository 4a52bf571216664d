import { defer, EMPTY, forkJoin, map, shareReplay, startWith, Subject, tap, type Observable } from 'rxjs';
import * as E from 'fp-ts/lib/Either.js';
import * as O from 'fp-ts/lib/Option.js';
import {
  APP_ROUTES, couponAppliedMessage, couponFromValidation, DEFAULT_PLAN_SCREEN_ENVIRONMENT, promoCodeErrorMessage,
  promoCodeRemovedMessage, type PlanScreenEnvironment, type PromoCodeError, type PromoCoupon,
} from '@cadence/domain';
import type { BillingApi, BillingResult, HostedPage, PromoValidation } from './billing-api.port.js';
import type { KeyValueStore } from '../shared/key-value-store.port.js';
import { failureMessage } from '../shared/port-error.js';
import { toast, type Notice, type Notifications } from '../shared/notifications.port.js';
import type { SubscriptionAction, SubscriptionPageUseCase } from './billing.types.js';
import { clearStoredCoupon, readStoredCoupon, storeCoupon } from './billing-storage.js';
import { subscriptionPageView } from './subscription-view.js';
import {
  initialSubscriptionPage, reduceSubscriptionPage, type SubscriptionPageEvent, type SubscriptionPageState,
} from './subscription-page.reducer.js';
import { runScreen } from '../shared/reducer-loop.js';

/** The ports and facts the subscription page needs. */
export interface SubscriptionPageDeps {
  readonly billing: BillingApi;
  readonly storage: KeyValueStore;
  readonly notifications: Notifications;
  /** Minutes east of UTC the dates are shown at (the negation of getTimezoneOffset()). */
  readonly utcOffsetMinutes: number;
  /** Which tier may not be cancelled; the ordinary hosted product when absent. */
  readonly environment?: PlanScreenEnvironment;
}

type Intent = Exclude<SubscriptionPageEvent, { readonly type: 'loaded' | 'actionSettled' | 'promocodeSettled' }>;

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
 * The subscription page: details and invoices; the portal and payment-method pages; cancel (after asking) and renew
 * (failures show the service's reason); and the promo code kept in the browser (validated by the server, removable).
 * The state is the reducer's (subscription-page.reducer.ts); notices go through Notifications.
 */
export const createSubscriptionPageUseCase = (deps: SubscriptionPageDeps): SubscriptionPageUseCase => {
  const intents = new Subject<Intent>();
  const environment = deps.environment ?? DEFAULT_PLAN_SCREEN_ENVIRONMENT;
  const notify = (notice: Notice): void => deps.notifications.notify(notice);

  const load = (n: number): Observable<SubscriptionPageEvent> =>
    forkJoin({ details: deps.billing.getSubscription(), invoices: deps.billing.listInvoices() }).pipe(
      map((data): SubscriptionPageEvent => ({ type: 'loaded', load: n, data })),
    );

  const settle = <T>(call: Observable<BillingResult<T>>, succeeded: (value: T) => void): Observable<SubscriptionPageEvent> =>
    call.pipe(
      tap(E.match((error) => notify(toast('error', failureMessage(error))), succeeded)),
      map((result): SubscriptionPageEvent => ({ type: 'actionSettled', succeeded: E.isRight(result) })),
    );

  const leave = ({ url }: HostedPage): void => notify({ type: 'leave', url });
  const ACTIONS: Readonly<Record<SubscriptionAction, () => Observable<SubscriptionPageEvent>>> = {
    portal: () => settle(deps.billing.createPortalSession(), leave),
    paymentMethod: () => settle(deps.billing.createUpdatePaymentMethodsSession(), leave),
    cancel: () => settle(deps.billing.cancelSubscription(), () => undefined),
    renew: () => settle(deps.billing.renewSubscription(), () => undefined),
  };

  const validate = (code: string): Observable<SubscriptionPageEvent> =>
    deps.billing.validatePromocode(code).pipe(
      map((result) => validated(code, result)),
      tap(E.match((error) => {
        clearStoredCoupon(deps.storage);
        notify(toast('error', promoCodeErrorMessage(error)));
      }, (coupon) => {
        storeCoupon(deps.storage, coupon);
        notify(toast('success', couponAppliedMessage(code)));
        notify({ type: 'navigate', to: APP_ROUTES.subscription });
      })),
      map((coupon): SubscriptionPageEvent => ({ type: 'promocodeSettled', coupon: O.toNullable(O.fromEither(coupon)) })),
    );

  const remove = (coupon: PromoCoupon | null): Observable<never> =>
    defer(() => {
      clearStoredCoupon(deps.storage);
      if (coupon !== null) notify(toast('success', promoCodeRemovedMessage(coupon.promocode)));
      return EMPTY;
    });

  /** The work each event starts, read from the reducer's decision. */
  const work = (before: SubscriptionPageState, event: SubscriptionPageEvent, after: SubscriptionPageState): Observable<SubscriptionPageEvent> => {
    if (after.load !== before.load) return load(after.load);
    if (event.type === 'promocodeRemoved') return remove(before.coupon);
    const started = before.pending === null ? after.pending : null;
    if (started === null) return EMPTY;
    if (started !== 'promocode') return ACTIONS[started]();
    return after.promocode === null ? EMPTY : validate(after.promocode);
  };

  const view$ = runScreen<SubscriptionPageState, SubscriptionPageEvent>({
    initial: () => initialSubscriptionPage(O.toNullable(readStoredCoupon(deps.storage))),
    inputs$: intents.pipe(startWith<SubscriptionPageEvent>({ type: 'reloadRequested' })),
    reduce: reduceSubscriptionPage,
    work,
  }).pipe(
    map((s) => subscriptionPageView(s.data, { ...s, utcOffsetMinutes: deps.utcOffsetMinutes, environment })),
    shareReplay({ bufferSize: 1, refCount: true }),
  );

  const send = (intent: Intent) => (): void => intents.next(intent);
  return {
    view$,
    reload: send({ type: 'reloadRequested' }),
    openPortal: send({ type: 'actionRequested', action: 'portal' }),
    updatePaymentMethod: send({ type: 'actionRequested', action: 'paymentMethod' }),
    askToCancel: send({ type: 'cancelAsked' }),
    keepSubscription: send({ type: 'cancelDismissed' }),
    cancelSubscription: send({ type: 'actionRequested', action: 'cancel' }),
    renewSubscription: send({ type: 'actionRequested', action: 'renew' }),
    applyPromocode: (code) => intents.next({ type: 'promocodeEntered', code }),
    removePromocode: send({ type: 'promocodeRemoved' }),
  };
};
