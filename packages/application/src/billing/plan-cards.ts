import * as O from 'fp-ts/lib/Option.js';
import {
  billingPeriodOfChoice, firstMonthBadge, firstMonthOfferLabel, formatPrice, PLAN_CATALOGUE, planButton, planCardCopy,
  planPrice, PRICE_PERIOD_SUFFIX, subscriptionCurrency, yearlyPerMonthEquivalent,
  type BillingPeriodChoice, type PlanDefinition, type PlanScreenEnvironment, type PlanViewer, type Subscription,
  type SubscriptionCurrency,
} from '@cadence/domain';
import type { PlanCardView } from './billing.types.js';

/** What the plan screen knows about its viewer: null while the login state is unknown. */
export interface PlanViewerState {
  readonly loggedIn: boolean | null;
  /** The workspace subscription; none without workspace data. */
  readonly subscription: O.Option<Subscription>;
}

/** The currency the cards are priced in: the subscription's, else usd. */
export const cardCurrency = (viewer: PlanViewerState): SubscriptionCurrency =>
  O.isSome(viewer.subscription) ? subscriptionCurrency(viewer.subscription.value.currency) : 'usd';

const planViewer = (viewer: PlanViewerState): O.Option<PlanViewer> =>
  viewer.loggedIn === false
    ? O.some({ _tag: 'loggedOut' })
    : O.map((subscription: Subscription): PlanViewer => ({ _tag: 'loggedIn', subscription }))(viewer.subscription);

const firstMonthOffer = (plan: PlanDefinition, choice: BillingPeriodChoice, viewer: PlanViewerState): PlanCardView['firstMonthOffer'] => {
  const card = { tier: plan.tier, billingPeriod: billingPeriodOfChoice(choice), currency: cardCurrency(viewer) };
  const badge = O.chain((who: PlanViewer) => firstMonthBadge(card, who))(planViewer(viewer));
  return O.isNone(badge)
    ? null
    : {
        badge: firstMonthOfferLabel(badge.value.percentOff),
        struckPrice: formatPrice(badge.value.originalPrice),
        price: formatPrice(badge.value.discountedPrice),
      };
};

const planCard = (
  plan: PlanDefinition,
  choice: BillingPeriodChoice,
  viewer: PlanViewerState,
  environment: PlanScreenEnvironment,
): PlanCardView => {
  const billingPeriod = billingPeriodOfChoice(choice);
  const currency = cardCurrency(viewer);
  const copy = planCardCopy(plan.tier, currency);
  return {
    tier: plan.tier,
    title: plan.name,
    description: copy.description,
    price: formatPrice(planPrice(plan.tier, billingPeriod, currency)),
    period: PRICE_PERIOD_SUFFIX[billingPeriod],
    perMonthEquivalent: choice === 'yearly' ? formatPrice(yearlyPerMonthEquivalent(plan.tier, currency)) : null,
    firstMonthOffer: firstMonthOffer(plan, choice, viewer),
    currency,
    features: copy.features,
    credits: copy.credits,
    conversationalAi: copy.conversationalAi,
    recommended: copy.recommended,
    // While the login state is unknown the buttons are drawn as for a user without workspace data: disabled.
    button: planButton({ loggedIn: viewer.loggedIn !== false, subscription: viewer.subscription, target: { tier: plan.tier, billingPeriod }, environment }),
  };
};

/** The cards of the plan catalogue for the chosen billing period, every decision taken by the domain. */
export const planCards = (
  choice: BillingPeriodChoice,
  viewer: PlanViewerState,
  environment: PlanScreenEnvironment,
): readonly PlanCardView[] => PLAN_CATALOGUE.map((plan) => planCard(plan, choice, viewer, environment));
