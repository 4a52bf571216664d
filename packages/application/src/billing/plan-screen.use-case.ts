import {
  BehaviorSubject, combineLatest, defer, EMPTY, map, of, shareReplay, startWith, Subject, switchMap, take, type Observable,
} from 'rxjs';
import * as E from 'fp-ts/lib/Either.js';
import * as O from 'fp-ts/lib/Option.js';
import {
  APP_ROUTES, initialBillingPeriodChoice, subscriptionChangeFailedMessage, type BillingPeriodChoice, type PlanEffect,
  type PlanScreenEnvironment, type PlanTier, type Subscription, type SubscriptionCurrency,
} from '@cadence/domain';
import type { BillingApi, SubscriptionDetails } from './billing-api.port.js';
import type { IdGenerator } from '../shared/id-generator.port.js';
import type { KeyValueStore } from '../shared/key-value-store.port.js';
import type { BillingEffect, PlanScreenUseCase, PlanScreenView } from './billing.types.js';
import { clearStoredCoupon, readStoredBillingPeriod, readStoredCoupon, storeBillingPeriod } from './billing-storage.js';
import { errorToast } from './billing-messages.js';
import { planCards, type PlanViewerState } from './plan-cards.js';
import { planChangeCall, planChangeDialogView, type OpenPlanChangeDialog } from './plan-change-dialog.js';
import { runCheckout, runProviderCall } from './plan-screen-calls.js';
import type { SessionState, SessionUseCase } from '../accounts/session.types.js';

/** The ports and facts the plan screen needs. */
export interface PlanScreenDeps {
  readonly billing: BillingApi;
  readonly session: Pick<SessionUseCase, 'state$'>;
  readonly storage: KeyValueStore;
  readonly ids: IdGenerator;
  readonly environment: PlanScreenEnvironment;
}

interface ViewerSnapshot {
  readonly status: PlanScreenView['status'];
  readonly viewer: PlanViewerState;
}

const NO_SUBSCRIPTION = O.none;

/**
 * The plan screen: one card per catalogue plan for the chosen billing period (stored in the browser, defaulting from
 * the current subscription), each button decided by the domain; pressing runs the button's effect (checkout, the
 * plan-change dialog, a direct provider call, the free flow or sign-up); a confirmed change refreshes the subscription.
 */
export const createPlanScreenUseCase = (deps: PlanScreenDeps): PlanScreenUseCase => {
  const effects = new Subject<BillingEffect>();
  const refreshes = new Subject<void>();
  const periodChanges = new Subject<void>();
  const dialog = new BehaviorSubject<OpenPlanChangeDialog | null>(null);
  const refresh = (): void => refreshes.next();

  const signedIn$: Observable<ViewerSnapshot> = refreshes.pipe(
    startWith(undefined),
    switchMap(() => deps.billing.getSubscription()),
    map((result) => ({
      status: 'ready' as const,
      viewer: { loggedIn: true, subscription: O.fromEither(E.map((d: SubscriptionDetails) => d.subscription)(result)) },
    })),
    startWith({ status: 'loading' as const, viewer: { loggedIn: true, subscription: NO_SUBSCRIPTION } }),
  );

  const viewerOf = (state: SessionState): Observable<ViewerSnapshot> =>
    state.status === 'unknown'
      ? of({ status: 'loading', viewer: { loggedIn: null, subscription: NO_SUBSCRIPTION } })
      : state.status === 'signedOut'
        ? of({ status: 'ready', viewer: { loggedIn: false, subscription: NO_SUBSCRIPTION } })
        : signedIn$;

  const storedPeriod$ = periodChanges.pipe(startWith(undefined), map(() => readStoredBillingPeriod(deps.storage)));

  const viewer$ = deps.session.state$.pipe(switchMap(viewerOf));
  const view$: Observable<PlanScreenView> = combineLatest([viewer$, storedPeriod$, dialog]).pipe(
    map(([{ status, viewer }, stored, open]) => {
      const current = O.map((s: Subscription) => s.billingPeriod)(viewer.subscription);
      const billingPeriod = initialBillingPeriodChoice(stored, current);
      const cards = planCards(billingPeriod, viewer, deps.environment);
      return { status, loggedIn: viewer.loggedIn === true, billingPeriod, cards, dialog: planChangeDialogView(open) };
    }),
    shareReplay({ bufferSize: 1, refCount: true }),
  );

  const calls = { billing: deps.billing, storage: deps.storage, effects, refresh };

  const runEffect = (effect: PlanEffect, currency: SubscriptionCurrency): Observable<void> => {
    switch (effect.kind) {
      case 'signUp':
        effects.next({ type: 'navigate', to: APP_ROUTES.signUp });
        return EMPTY;
      case 'freeFlow':
        effects.next({ type: 'navigate', to: APP_ROUTES.home });
        return EMPTY;
      case 'checkout':
        return runCheckout(calls, { plan: effect.plan, currency }, effect.reportFailure);
      case 'planChangeDialog':
        dialog.next({ changeType: effect.changeType, plan: effect.plan, idempotencyKey: deps.ids.next(), busy: false });
        return EMPTY;
      case 'providerCall':
        return runProviderCall(calls, effect.call);
      case 'nothing':
        return EMPTY;
    }
  };

  const press = (tier: PlanTier): Observable<void> =>
    view$.pipe(
      take(1),
      switchMap((view) => {
        const card = view.cards.find((c) => c.tier === tier);
        return card === undefined ? EMPTY : runEffect(card.button.effect, card.currency);
      }),
    );

  const settle = (open: OpenPlanChangeDialog, succeeded: boolean, carriedCoupon: boolean): void => {
    const stillOpen = dialog.value?.idempotencyKey === open.idempotencyKey;
    if (succeeded) {
      if (carriedCoupon) clearStoredCoupon(deps.storage);
      if (stillOpen) dialog.next(null);
      refresh();
      return;
    }
    if (stillOpen) dialog.next({ ...open, busy: false });
    // The spec swallows a failed upgrade; cancel and downgrade failures are toasted.
    if (open.changeType !== 'upgrade') effects.next(errorToast(subscriptionChangeFailedMessage(open.changeType)));
  };

  const confirmChange = (): Observable<void> =>
    defer(() => {
      const open = dialog.value;
      if (open === null || open.busy) return EMPTY;
      dialog.next({ ...open, busy: true });
      const coupon = open.changeType === 'cancel' ? O.none : readStoredCoupon(deps.storage);
      const promocode = O.isSome(coupon) ? coupon.value.promocode : null;
      return planChangeCall(deps.billing, open, promocode).pipe(map((result) => settle(open, E.isRight(result), promocode !== null)));
    });

  return {
    view$,
    effects$: effects.asObservable(),
    selectBillingPeriod: (choice: BillingPeriodChoice) => {
      storeBillingPeriod(deps.storage, choice);
      periodChanges.next();
    },
    press,
    confirmChange,
    dismissChange: () => dialog.next(null),
  };
};
