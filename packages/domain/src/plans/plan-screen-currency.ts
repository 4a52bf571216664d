import { isPaidTier } from '../tiers/index.js';
import { subscriptionCurrency, type Subscription } from '../subscriptions/index.js';
import type { Currency } from './money.js';

/** The currency facts of the plan screen's viewer: the subscription, null when logged out or without workspace data. */
export type CurrencyViewer = Pick<Subscription, 'tier' | 'currency'> | null;

/**
 * True when the viewer may choose the currency the plans are shown and paid in: anyone without a paid subscription
 * (a visitor, a free or trial workspace). A paid subscription is billed in its own currency, which a plan change keeps.
 */
export const canChoosePlanCurrency = (viewer: CurrencyViewer): boolean => viewer === null || !isPaidTier(viewer.tier);

/**
 * The currency the plan cards are priced in and a checkout pays in: a paid subscriber's own; for anyone else the one
 * they chose, else their subscription's (usd unless it is eur), else usd.
 */
export const planScreenCurrency = (viewer: CurrencyViewer, chosen: Currency | null): Currency => {
  const own = viewer === null ? 'usd' : subscriptionCurrency(viewer.currency);
  return canChoosePlanCurrency(viewer) && chosen !== null ? chosen : own;
};
