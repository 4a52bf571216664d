import { canUseFeature, type PlanTier } from '../tiers/index.js';
import type { BillingPeriod } from '../subscriptions/index.js';
import type { Currency, Money } from './money.js';
import { PLAN_ALLOWANCES } from './plan-allowances.js';
import { PLAN_PRICING } from './plan-pricing.js';
import { formatPrice, groupThousands } from './price-display.js';

/** The words of one plan card besides its name, price and button (the spec names the parts, not the texts). */
export interface PlanCardCopy {
  readonly description: string;
  /** The monthly credits, e.g. "100,000 credits per month". */
  readonly credits: string;
  /** The pricing screen's approximate hours of audio the credits make, e.g. "About 2 hours of audio"; null below Creator. */
  readonly approximateAudio: string | null;
  /** The Conversational AI allowance, e.g. "250 minutes of Conversational AI". */
  readonly conversationalAi: string;
  readonly features: readonly string[];
  readonly recommended: boolean;
}

/** The plan card marked as recommended: Creator, the plan that carries the first-month offer. */
export const RECOMMENDED_PLAN_TIER: PlanTier = 'creator';

/** The text after a price for each billing period: "$22/month", "$220/year". */
export const PRICE_PERIOD_SUFFIX: Readonly<Record<BillingPeriod, string>> = {
  monthly_period: '/month',
  annual_period: '/year',
};

const DESCRIPTIONS: Readonly<Record<PlanTier, string>> = {
  free: 'For trying out the platform',
  starter: 'For hobbyists creating projects',
  creator: 'For creators making premium content',
  pro: 'For creators ramping up their production',
  growing_business: 'For teams scaling their production',
  scale_2024_08_10: 'For businesses producing at high volume',
};

const plural = (count: number, one: string, many: string): string => `${groupThousands(count)} ${count === 1 ? one : many}`;

const gatedFeatures = (tier: PlanTier): readonly string[] => [
  ...(canUseFeature(tier, 'instant_voice_cloning') ? ['Instant voice cloning'] : []),
  ...(canUseFeature(tier, 'dubbing_studio') ? ['Dubbing Studio'] : []),
  ...(canUseFeature(tier, 'audio_native') ? ['Audio Native'] : []),
];

const pricedFeatures = (tier: PlanTier, currency: Currency): readonly string[] => {
  const pricing = PLAN_PRICING[tier];
  const extra = currency === 'usd' ? pricing.extraCreditsPricePer1000 : null;
  return [
    ...(extra === null ? [] : [`Extra credits at ${formatPrice(extra)} per 1,000`]),
    ...(pricing.turboModel !== null && currency === 'usd'
      ? [`Turbo model at ${formatPrice(pricing.turboModel.pricePerMillionCredits)} per million credits when paid yearly`]
      : []),
  ];
};

const features = (tier: PlanTier, currency: Currency): readonly string[] => {
  const a = PLAN_ALLOWANCES[tier];
  return [
    `${plural(a.audioLimitMinutes, 'minute', 'minutes')} of audio per month`,
    plural(a.customVoicesLimit, 'custom voice', 'custom voices'),
    plural(a.concurrency.pricingScreen, 'concurrent request', 'concurrent requests'),
    `${plural(a.soundEffectsSeconds, 'second', 'seconds')} of sound effects`,
    ...(a.pvcLimit > 0 ? [plural(a.pvcLimit, 'professional voice clone', 'professional voice clones')] : []),
    ...(a.studioLimit === null ? [] : [`Studio: ${plural(a.studioLimit, 'project', 'projects')}`]),
    ...gatedFeatures(tier),
    ...pricedFeatures(tier, currency),
  ];
};

const approximateAudio = (hours: number | null): string | null =>
  hours === null ? null : `About ${plural(hours, 'hour', 'hours')} of audio`;

/**
 * The card copy of a plan in a currency, with the pricing screen's figures (its reading of concurrency, its
 * approximate hours): description, credits and Conversational AI lines, and the feature list built
 * from the catalogue's allowances, gating and prices (USD-only prices are listed only in usd).
 */
export const planCardCopy = (tier: PlanTier, currency: Currency): PlanCardCopy => ({
  description: DESCRIPTIONS[tier],
  credits: `${groupThousands(PLAN_ALLOWANCES[tier].characterLimit)} credits per month`,
  approximateAudio: approximateAudio(PLAN_ALLOWANCES[tier].approximateHours),
  conversationalAi: `${plural(PLAN_ALLOWANCES[tier].conversationalAiMinutes, 'minute', 'minutes')} of Conversational AI`,
  features: features(tier, currency),
  recommended: tier === RECOMMENDED_PLAN_TIER,
});

/** The first-month offer badge text: "50% off your first month". */
export const firstMonthOfferLabel = (percentOff: number): string => `${String(percentOff)}% off your first month`;

/** The next charge as the subscription page shows it: the amount, then the date ("$22 on 12/22/2026"). */
export const nextChargeText = (amount: Money, formattedDate: string): string => `${formatPrice(amount)} on ${formattedDate}`;
