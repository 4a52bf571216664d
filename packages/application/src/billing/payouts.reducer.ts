import type { PayoutsView } from './billing.types.js';

/** What happens to the payouts page: which hosted page was asked for, and when its call answered. */
export type PayoutsEvent =
  | { readonly type: 'opened' }
  | { readonly type: 'requested'; readonly page: 'setUp' | 'manage' }
  | { readonly type: 'settled' };

/** The payouts page's reducer: one hosted page at a time; a request while another runs is ignored. */
export const reducePayouts = (state: PayoutsView, event: PayoutsEvent): PayoutsView => {
  switch (event.type) {
    case 'opened':
      return state;
    case 'requested':
      return state.pending === null ? { pending: event.page } : state;
    case 'settled':
      return { pending: null };
  }
};

/** Nothing asked for yet. */
export const IDLE_PAYOUTS: PayoutsView = { pending: null };
