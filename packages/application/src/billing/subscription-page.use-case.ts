import { defer, EMPTY, forkJoin, ignoreElements, map, shareReplay, startWith, Subject, tap, type Observable } from 'rxjs';
import * as E from 'fp-ts/lib/Either.js';
import * as O from 'fp-ts/lib/Option.js';
import {
  DEFAULT_PLAN_SCREEN_ENVIRONMENT, promoCodeRemovedMessage, subscriptionCanceledMessage, subscriptionRenewedMessage, tierDisplayName,
  type HostedPageReturn, type PlanScreenEnvironment, type PromoCoupon,
} from '@cadence/domain';
import type { AccountApi } from '../accounts/account-api.port.js';
import type { BillingApi, BillingResult, HostedPage, SubscriptionDetails } from './billing-api.port.js';
import type { KeyValueStore } from '../shared/key-value-store.port.js';
import { failureMessage } from '../shared/port-error.js';
import { toast, type Notice, type Notifications } from '../shared/notifications.port.js';
import type { SubscriptionAction, SubscriptionPageUseCase } from './billing.types.js';
import { clearStoredCoupon, readStoredCoupon } from './billing-storage.js';
import { formatUnixDate, hasProviderSubscription, hostedPageReturnNotice, subscriptionPageView, type SubscriptionPageData } from './subscription-view.js';
import {
  initialSubscriptionPage, reduceSubscriptionPage, type SubscriptionPageEvent, type SubscriptionPageState,
} from './subscription-page.reducer.js';
import { detached, runScreen } from '../shared/reducer-loop.js';
import { applyToSubscription, keepForCheckout } from './subscription-promo-code.js';

/** The ports and facts the subscription page needs. */
export interface SubscriptionPageDeps {
  readonly billing: BillingApi;
  /** Applies a subscriber's promo code to the subscription (POST /apply-discount). */
  readonly account: Pick<AccountApi, 'applyDiscount'>;
  readonly storage: KeyValueStore;
  readonly notifications: Notifications;
  /** Minutes east of UTC the dates are shown at (the negation of getTimezoneOffset()). */
  readonly utcOffsetMinutes: number;
  /** Which tier may not be cancelled; the ordinary hosted product when absent. */
  readonly environment?: PlanScreenEnvironment;
}

/** The loaded subscription details, or null before they load or when they failed. */
const loadedDetails = (data: SubscriptionPageData | null): SubscriptionDetails | null =>
  data === null || E.isLeft(data.details) ? null : data.details.right;

/**
 * The loaded details when the workspace has a provider subscription (its promo codes go on the subscription, as the
 * service decides by the same fact), else null.
 */
const subscribedDetails = (data: SubscriptionPageData | null): SubscriptionDetails | null => {
  const details = loadedDetails(data);
  return details !== null && hasProviderSubscription(details) ? details : null;
};

type Intent = Exclude<SubscriptionPageEvent, { readonly type: 'loaded' | 'actionSettled' | 'promocodeSettled' }>;

/**
 * The subscription page: details and invoices; the portal and payment-method pages; cancel (after asking) and renew
 * (confirmed with the date, failures show the service's reason); the promo code (a subscriber's goes on the
 * subscription's next invoice, else it is validated and kept in the browser for the checkout, removable); and the
 * confirmation when the browser comes back from a hosted page. The state is the reducer's
 * (subscription-page.reducer.ts); notices go through Notifications.
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
  /** A cancellation or renewal is confirmed with what changes when: the current period's end, from the loaded details. */
  const confirmed = (details: SubscriptionDetails | null, message: (plan: string, date: string | null) => string) => (): void => {
    if (details === null) return;
    notify(toast('success', message(tierDisplayName(details.subscription.tier), formatUnixDate(details.currentPeriodEndUnix, deps.utcOffsetMinutes))));
  };
  const ACTIONS: Readonly<Record<SubscriptionAction, (details: SubscriptionDetails | null) => Observable<SubscriptionPageEvent>>> = {
    portal: () => settle(deps.billing.createPortalSession(), leave),
    paymentMethod: () => settle(deps.billing.createUpdatePaymentMethodsSession(), leave),
    cancel: (details) => settle(deps.billing.cancelSubscription(), confirmed(details, subscriptionCanceledMessage)),
    renew: (details) => settle(deps.billing.renewSubscription(), confirmed(details, subscriptionRenewedMessage)),
  };

  /** Where a code goes: on the workspace's subscription when it has one, else into the browser for the checkout. */
  const applyCode = (state: SubscriptionPageState, code: string): Observable<SubscriptionPageEvent> => {
    const subscribed = subscribedDetails(state.data);
    if (subscribed !== null) return applyToSubscription(deps, code, subscribed.subscription.currency, state.coupon);
    return keepForCheckout(deps, code, loadedDetails(state.data)?.subscription.currency ?? 'usd');
  };

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
    if (started !== 'promocode') return ACTIONS[started](loadedDetails(before.data));
    return after.promocode === null ? EMPTY : applyCode(before, after.promocode);
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

  /** Back from a hosted page: the confirmation says what changed, read from the subscription as it is now. */
  const returnedFrom = (from: HostedPageReturn): Observable<void> =>
    deps.billing.getSubscription().pipe(
      tap((result) => {
        const notice = hostedPageReturnNotice(from, O.toNullable(O.fromEither(result)), deps.utcOffsetMinutes);
        notify(toast(notice.kind, notice.message));
      }),
      ignoreElements(),
      detached(),
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
    returnedFrom,
  };
};
