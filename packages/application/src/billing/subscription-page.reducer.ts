import type { PromoCoupon } from '@cadence/domain';
import type { SubscriptionAction, SubscriptionPagePending } from './billing.types.js';
import type { SubscriptionPageData } from './subscription-view.js';

/** What happens to the subscription page: its intents and the answers of its calls. */
export type SubscriptionPageEvent =
  | { readonly type: 'reloadRequested' }
  | { readonly type: 'loaded'; readonly load: number; readonly data: SubscriptionPageData }
  | { readonly type: 'cancelAsked' }
  | { readonly type: 'cancelDismissed' }
  | { readonly type: 'actionRequested'; readonly action: SubscriptionAction }
  /** The action's call answered; `succeeded` reloads the page after a cancellation or a renewal. */
  | { readonly type: 'actionSettled'; readonly succeeded: boolean }
  | { readonly type: 'promocodeEntered'; readonly code: string }
  /**
   * The code's call answered: the coupon now kept in the browser (null when the code was not accepted); `reload` when
   * it was applied to the subscription, whose next invoice then changed.
   */
  | { readonly type: 'promocodeSettled'; readonly coupon: PromoCoupon | null; readonly reload: boolean }
  | { readonly type: 'promocodeRemoved' };

export interface SubscriptionPageState {
  /** What was loaded, null until the first answer. */
  readonly data: SubscriptionPageData | null;
  /** The latest load asked for; an answer to an older one is ignored. */
  readonly load: number;
  /** The coupon kept in the browser. */
  readonly coupon: PromoCoupon | null;
  /** The call that runs; other actions wait for it. */
  readonly pending: SubscriptionPagePending | null;
  /** The promo code being validated (trimmed). */
  readonly promocode: string | null;
  readonly confirmingCancel: boolean;
}

/** The page before its first load, with the coupon the browser keeps. */
export const initialSubscriptionPage = (coupon: PromoCoupon | null): SubscriptionPageState => ({
  data: null, load: 0, coupon, pending: null, promocode: null, confirmingCancel: false,
});

const RELOADS_AFTER: ReadonlySet<SubscriptionPagePending> = new Set(['cancel', 'renew']);

const settled = (state: SubscriptionPageState, succeeded: boolean): SubscriptionPageState => ({
  ...state,
  pending: null,
  confirmingCancel: state.pending === 'cancel' ? false : state.confirmingCancel,
  load: succeeded && state.pending !== null && RELOADS_AFTER.has(state.pending) ? state.load + 1 : state.load,
});

const entered = (state: SubscriptionPageState, code: string): SubscriptionPageState =>
  code.trim() === '' ? state : { ...state, pending: 'promocode', promocode: code.trim() };

/**
 * The subscription page's reducer. One call at a time: an action or a promo code sent while another call runs is
 * ignored, and so is a blank code. The cancel confirmation stays open while its cancellation runs and closes when
 * it answers; a cancellation or renewal that succeeded reloads the page (the last answer stays shown meanwhile).
 */
export const reduceSubscriptionPage = (state: SubscriptionPageState, event: SubscriptionPageEvent): SubscriptionPageState => {
  switch (event.type) {
    case 'reloadRequested':
      return { ...state, load: state.load + 1 };
    case 'loaded':
      return event.load === state.load ? { ...state, data: event.data } : state;
    case 'cancelAsked':
      return state.pending === null ? { ...state, confirmingCancel: true } : state;
    case 'cancelDismissed':
      return state.pending === 'cancel' ? state : { ...state, confirmingCancel: false };
    case 'actionRequested':
      return state.pending === null ? { ...state, pending: event.action } : state;
    case 'actionSettled':
      return settled(state, event.succeeded);
    case 'promocodeEntered':
      return state.pending === null ? entered(state, event.code) : state;
    case 'promocodeSettled':
      return { ...state, pending: null, promocode: null, coupon: event.coupon, load: event.reload ? state.load + 1 : state.load };
    case 'promocodeRemoved':
      return { ...state, coupon: null };
  }
};
