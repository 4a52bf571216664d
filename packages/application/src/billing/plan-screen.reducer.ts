import {
  canChoosePlanCurrency, initialBillingPeriodChoice, type BillingPeriodChoice, type SubscriptionCurrency, type PlanChangeType, type PlanChoice, type PlanEffect,
  type PlanScreenEnvironment, type PlanTier, type Subscription,
} from '@cadence/domain';
import type { SessionState } from '../accounts/session.types.js';
import type { PlanScreenView } from './billing.types.js';
import { cardButton, cardCurrency, planCards, type PlanViewerState } from './plan-cards.js';
import { planChangeDialogView, type OpenPlanChangeDialog } from './plan-change-dialog.js';

/** What happens to the plan screen: the user's intents, the session, and the answers of the calls it made. */
export type PlanScreenEvent =
  | { readonly type: 'session'; readonly status: SessionState['status'] }
  | { readonly type: 'loaded'; readonly load: number; readonly subscription: Subscription | null }
  | { readonly type: 'periodSelected'; readonly choice: BillingPeriodChoice }
  | { readonly type: 'currencySelected'; readonly currency: SubscriptionCurrency }
  | { readonly type: 'pressed'; readonly tier: PlanTier }
  /** A checkout or direct provider call answered; `refresh` when the subscription changed. */
  | { readonly type: 'pressSettled'; readonly tier: PlanTier; readonly refresh: boolean }
  | { readonly type: 'dialogOpened'; readonly changeType: PlanChangeType; readonly plan: PlanChoice; readonly idempotencyKey: string }
  | { readonly type: 'confirmed' }
  | { readonly type: 'dismissed' }
  | { readonly type: 'changeSettled'; readonly idempotencyKey: string; readonly succeeded: boolean };

export interface PlanScreenState extends PlanViewerState {
  readonly status: PlanScreenView['status'];
  /** The latest subscription load; an answer to an older one (or one from before a sign-out) is ignored. */
  readonly load: number;
  /** The billing period kept in the browser, if any. */
  readonly storedPeriod: BillingPeriodChoice | null;
  readonly dialog: OpenPlanChangeDialog | null;
  /** The card whose checkout or provider call runs. */
  readonly pressing: PlanTier | null;
}

/** The plan screen before the session is known, with the billing period the browser keeps. */
export const initialPlanScreen = (storedPeriod: BillingPeriodChoice | null): PlanScreenState => ({
  status: 'loading', loggedIn: null, subscription: null, chosenCurrency: null, load: 0, storedPeriod, dialog: null, pressing: null,
});

/** The toggle shown: the stored choice, else the current subscription's period, else monthly (the domain's rule). */
export const billingPeriodOf = (state: PlanScreenState): BillingPeriodChoice =>
  initialBillingPeriodChoice(state.storedPeriod, state.subscription === null ? null : state.subscription.billingPeriod);

/** What pressing a card does, as its button (drawn from this state) says. */
export const pressEffect = (state: PlanScreenState, tier: PlanTier, environment: PlanScreenEnvironment): PlanEffect =>
  cardButton(tier, billingPeriodOf(state), state, environment).effect;

const onSession = (state: PlanScreenState, status: SessionState['status']): PlanScreenState => ({
  ...state,
  status: status === 'signedOut' ? 'ready' : 'loading',
  loggedIn: status === 'unknown' ? null : status === 'signedIn',
  subscription: null,
  load: state.load + 1,
});

const refreshed = (state: PlanScreenState, refresh: boolean): PlanScreenState =>
  refresh && state.loggedIn === true ? { ...state, load: state.load + 1 } : state;

const onChangeSettled = (state: PlanScreenState, key: string, succeeded: boolean): PlanScreenState => {
  const open = state.dialog !== null && state.dialog.idempotencyKey === key ? state.dialog : null;
  const dialog = open === null ? state.dialog : succeeded ? null : { ...open, busy: false };
  return refreshed({ ...state, dialog }, succeeded);
};

/**
 * The plan screen's reducer. A signed-in session loads the subscription (loading until it answers); a press of a
 * checkout or provider-call card marks it pressing until it answers; a confirmation makes the open dialog busy
 * (a second one is ignored); a settled change closes its dialog when it succeeded (a dialog dismissed or replaced
 * meanwhile is left alone) and reloads the subscription.
 */
export const planScreenReducer =
  (environment: PlanScreenEnvironment) =>
  (state: PlanScreenState, event: PlanScreenEvent): PlanScreenState => {
    switch (event.type) {
      case 'session':
        return onSession(state, event.status);
      case 'loaded':
        return event.load === state.load && state.loggedIn === true ? { ...state, status: 'ready', subscription: event.subscription } : state;
      case 'periodSelected':
        return { ...state, storedPeriod: event.choice };
      case 'currencySelected':
        return canChoosePlanCurrency(state.subscription) ? { ...state, chosenCurrency: event.currency } : state;
      case 'pressed': {
        const kind = pressEffect(state, event.tier, environment).kind;
        return kind === 'checkout' || kind === 'providerCall' ? { ...state, pressing: event.tier } : state;
      }
      case 'pressSettled':
        return refreshed({ ...state, pressing: state.pressing === event.tier ? null : state.pressing }, event.refresh);
      case 'dialogOpened':
        return { ...state, dialog: { changeType: event.changeType, plan: event.plan, idempotencyKey: event.idempotencyKey, busy: false } };
      case 'confirmed':
        return state.dialog === null || state.dialog.busy ? state : { ...state, dialog: { ...state.dialog, busy: true } };
      case 'dismissed':
        return state.dialog === null ? state : { ...state, dialog: null };
      case 'changeSettled':
        return onChangeSettled(state, event.idempotencyKey, event.succeeded);
    }
  };

/** The screen as drawn: the cards for the chosen period, the open dialog and the pressing card. */
export const planScreenView = (state: PlanScreenState, environment: PlanScreenEnvironment): PlanScreenView => {
  const billingPeriod = billingPeriodOf(state);
  return {
    status: state.status,
    loggedIn: state.loggedIn === true,
    billingPeriod,
    currency: cardCurrency(state),
    canChooseCurrency: canChoosePlanCurrency(state.subscription),
    cards: planCards(billingPeriod, state, environment),
    dialog: planChangeDialogView(state.dialog),
    pressing: state.pressing,
  };
};
