import * as O from 'fp-ts/lib/Option.js';
import { pipe } from 'fp-ts/lib/function.js';
import type { PlanTier } from '../tiers/index.js';
import { hasNeverHeldPaidTier, type BillingPeriod, type Subscription } from '../subscriptions/index.js';
import { planPrice, type Currency, type Money } from '../plans/index.js';
import { firstMonthPercentOff, firstMonthPrice } from './first-month-promos.js';

/** Who looks at the plan screen: a logged-out visitor, or a user with their subscription's history. */
export type PlanViewer =
  | { readonly _tag: 'loggedOut' }
  | { readonly _tag: 'loggedIn'; readonly subscription: Pick<Subscription, 'tier' | 'previouslySubscribedTiers'> };

/** The plan card the badge may go on. */
export interface BadgeCard {
  readonly tier: PlanTier;
  readonly billingPeriod: BillingPeriod;
  readonly currency: Currency;
}

/** The first-month badge: its percent off and the struck-through and discounted prices. */
export interface FirstMonthBadge {
  readonly percentOff: number;
  readonly originalPrice: Money;
  readonly discountedPrice: Money;
}

const isEligibleViewer = (viewer: PlanViewer): boolean =>
  viewer._tag === 'loggedOut' || hasNeverHeldPaidTier(viewer.subscription);

/**
 * The first-month 50% badge: only on the creator monthly card, for logged-out visitors or users who
 * never held a paid tier; in usd it shows $22 struck through and $11, figures taken from the catalogue.
 */
export const firstMonthBadge = (card: BadgeCard, viewer: PlanViewer): O.Option<FirstMonthBadge> =>
  card.tier !== 'creator' || card.billingPeriod !== 'monthly_period' || !isEligibleViewer(viewer)
    ? O.none
    : pipe(
        O.Do,
        O.apS('percentOff', firstMonthPercentOff(card.tier)),
        O.apS('discountedPrice', firstMonthPrice(card.tier, card.currency)),
        O.map(({ percentOff, discountedPrice }) => ({
          percentOff,
          originalPrice: planPrice(card.tier, 'monthly_period', card.currency),
          discountedPrice,
        })),
      );
