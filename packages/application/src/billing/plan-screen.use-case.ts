import { defer, EMPTY, map, merge, of, shareReplay, Subject, type Observable } from 'rxjs';
import * as E from 'fp-ts/lib/Either.js';
import * as O from 'fp-ts/lib/Option.js';
import type { BillingPeriodChoice, PlanEffect, PlanScreenEnvironment, PlanTier } from '@cadence/domain';
import type { BillingApi, SubscriptionDetails } from './billing-api.port.js';
import type { IdGenerator } from '../shared/id-generator.port.js';
import type { KeyValueStore } from '../shared/key-value-store.port.js';
import { toast, type Notifications } from '../shared/notifications.port.js';
import type { PlanScreenUseCase } from './billing.types.js';
import type { SessionUseCase } from '../accounts/session.types.js';
import { readStoredBillingPeriod, storeBillingPeriod } from './billing-storage.js';
import { cardCurrency } from './plan-cards.js';
import { changeCall, checkoutCall, navigationOf, providerCall, type PlanScreenCalls } from './plan-screen-calls.js';
import {
  initialPlanScreen, planScreenReducer, planScreenView, pressEffect, type PlanScreenEvent, type PlanScreenState,
} from './plan-screen.reducer.js';
import { runScreen } from '../shared/reducer-loop.js';

/** The ports and facts the plan screen needs. */
export interface PlanScreenDeps {
  readonly billing: BillingApi;
  readonly session: Pick<SessionUseCase, 'state$'>;
  readonly storage: KeyValueStore;
  readonly ids: IdGenerator;
  readonly notifications: Notifications;
  readonly environment: PlanScreenEnvironment;
}

type Intent = Extract<PlanScreenEvent, { readonly type: 'periodSelected' | 'currencySelected' | 'pressed' | 'confirmed' | 'dismissed' }>;

/**
 * The plan screen: one card per catalogue plan for the chosen billing period (stored in the browser, defaulting from
 * the current subscription), each button decided by the domain; pressing runs the button's effect (checkout, the
 * plan-change dialog, a direct provider call, the free flow or sign-up); a confirmed change refreshes the subscription.
 * The state is the reducer's (plan-screen.reducer.ts); this wires it to the session, the ports and Notifications.
 */
export const createPlanScreenUseCase = (deps: PlanScreenDeps): PlanScreenUseCase => {
  const intents = new Subject<Intent>();
  const calls: PlanScreenCalls = deps;

  const load = (n: number): Observable<PlanScreenEvent> =>
    deps.billing.getSubscription().pipe(
      map((result): PlanScreenEvent => ({
        type: 'loaded',
        load: n,
        subscription: O.toNullable(O.fromEither(E.map((d: SubscriptionDetails) => d.subscription)(result))),
      })),
    );

  const runEffect = (state: PlanScreenState, tier: PlanTier, effect: PlanEffect): Observable<PlanScreenEvent> => {
    switch (effect.kind) {
      case 'signUp':
      case 'freeFlow':
        return defer(() => {
          deps.notifications.notify({ type: 'navigate', to: navigationOf(effect.kind) });
          return EMPTY;
        });
      case 'checkout':
        return checkoutCall(calls, { tier, plan: effect.plan, currency: cardCurrency(state) }, effect.reportFailure);
      case 'planChangeDialog':
        return defer(() => of<PlanScreenEvent>({ type: 'dialogOpened', changeType: effect.changeType, plan: effect.plan, idempotencyKey: deps.ids.next() }));
      case 'providerCall':
        return providerCall(calls, tier, effect.call);
      case 'explain':
        return defer(() => {
          deps.notifications.notify(toast('info', effect.message));
          return EMPTY;
        });
      case 'nothing':
        return EMPTY;
    }
  };

  const storing = (choice: BillingPeriodChoice): Observable<never> =>
    defer(() => {
      storeBillingPeriod(deps.storage, choice);
      return EMPTY;
    });

  /** The work each event starts, read from the reducer's decision. */
  const work = (before: PlanScreenState, event: PlanScreenEvent, after: PlanScreenState): Observable<PlanScreenEvent> => {
    if (after.load !== before.load && after.loggedIn === true) return load(after.load);
    if (event.type === 'pressed') return runEffect(before, event.tier, pressEffect(before, event.tier, deps.environment));
    if (event.type === 'periodSelected') return storing(event.choice);
    const confirmed = before.dialog !== null && !before.dialog.busy ? after.dialog : null;
    return confirmed !== null && confirmed.busy ? changeCall(calls, confirmed) : EMPTY;
  };

  const view$ = runScreen<PlanScreenState, PlanScreenEvent>({
    initial: () => initialPlanScreen(O.toNullable(readStoredBillingPeriod(deps.storage))),
    inputs$: merge(deps.session.state$.pipe(map((s): PlanScreenEvent => ({ type: 'session', status: s.status }))), intents),
    reduce: planScreenReducer(deps.environment),
    work,
  }).pipe(
    map((state) => planScreenView(state, deps.environment)),
    shareReplay({ bufferSize: 1, refCount: true }),
  );

  return {
    view$,
    selectBillingPeriod: (choice) => intents.next({ type: 'periodSelected', choice }),
    selectCurrency: (currency) => intents.next({ type: 'currencySelected', currency }),
    press: (tier) => intents.next({ type: 'pressed', tier }),
    confirmChange: () => intents.next({ type: 'confirmed' }),
    dismissChange: () => intents.next({ type: 'dismissed' }),
  };
};
