import * as O from 'fp-ts/lib/Option.js';
import {
  billingPeriodOfChoice, firstMonthBadge, firstMonthOfferLabel, formatPrice, PLAN_CATALOGUE, planButton, planCardCopy,
  planPrice, planScreenCurrency, PRICE_PERIOD_SUFFIX, yearlyPerMonthEquivalent,
  type BillingPeriodChoice, type FirstMonthBadge, type PlanButton, type PlanDefinition, type PlanScreenEnvironment,
  type PlanTier, type PlanViewer, type Subscription, type SubscriptionCurrency,
} from '@cadence/domain';
import type { PlanCardView } from './billing.types.js';

/** What the plan screen knows about its viewer: null while the login state is unknown. */
export interface PlanViewerState {
  readonly loggedIn: boolean | null;
  /** The workspace subscription; null without workspace data. */
  readonly subscription: Subscription | null;
  /** The currency the viewer chose on the screen, if any. */
  readonly chosenCurrency: SubscriptionCurrency | null;
}

/** The currency the cards are priced in (the domain's rule): a paid subscriber's own, else the chosen one, else usd. */
export const cardCurrency = (viewer: PlanViewerState): SubscriptionCurrency =>
  planScreenCurrency(viewer.subscription, viewer.chosenCurrency);

const planViewer = (viewer: PlanViewerState): O.Option<PlanViewer> =>
  viewer.loggedIn === false
    ? O.some({ _tag: 'loggedOut' })
    : viewer.subscription === null
      ? O.none
      : O.some({ _tag: 'loggedIn', subscription: viewer.subscription });

const offerOf = (badge: FirstMonthBadge): NonNullable<PlanCardView['firstMonthOffer']> => ({
  badge: firstMonthOfferLabel(badge.percentOff),
  struckPrice: formatPrice(badge.originalPrice),
  price: formatPrice(badge.discountedPrice),
});

const firstMonthOffer = (plan: PlanDefinition, choice: BillingPeriodChoice, viewer: PlanViewerState): PlanCardView['firstMonthOffer'] => {
  const card = { tier: plan.tier, billingPeriod: billingPeriodOfChoice(choice), currency: cardCurrency(viewer) };
  return O.toNullable(O.map(offerOf)(O.chain((who: PlanViewer) => firstMonthBadge(card, who))(planViewer(viewer))));
};

/**
 * The button of one card, as the domain decides it. While the login state is unknown the buttons are drawn as for a
 * user without workspace data: disabled.
 */
export const cardButton = (
  tier: PlanTier,
  choice: BillingPeriodChoice,
  viewer: PlanViewerState,
  environment: PlanScreenEnvironment,
): PlanButton =>
  planButton({
    loggedIn: viewer.loggedIn !== false,
    subscription: viewer.subscription,
    target: { tier, billingPeriod: billingPeriodOfChoice(choice) },
    environment,
  });

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
    approximateAudio: copy.approximateAudio,
    conversationalAi: copy.conversationalAi,
    recommended: copy.recommended,
    button: cardButton(plan.tier, choice, viewer, environment),
  };
};

/** The cards of the plan catalogue for the chosen billing period, every decision taken by the domain. */
export const planCards = (
  choice: BillingPeriodChoice,
  viewer: PlanViewerState,
  environment: PlanScreenEnvironment,
): readonly PlanCardView[] => PLAN_CATALOGUE.map((plan) => planCard(plan, choice, viewer, environment));
