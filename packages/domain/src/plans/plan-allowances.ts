import type { PlanTier } from '../tiers/index.js';

/** Simultaneous requests a plan allows; the spec gives two readings and both are kept. */
export interface ConcurrencyReadings {
  /** The figure in the plan catalogue. */
  readonly planCatalogue: number;
  /** The figure on the pricing screen. */
  readonly pricingScreen: number;
}

/** What a plan includes each month (spec section 9). */
export interface PlanAllowances {
  /** Monthly credits, the plan's character limit. */
  readonly characterLimit: number;
  readonly audioLimitMinutes: number;
  readonly customVoicesLimit: number;
  readonly concurrency: ConcurrencyReadings;
  readonly conversationalAiMinutes: number;
  /** Professional voice clones included. */
  readonly pvcLimit: number;
  readonly soundEffectsSeconds: number;
  /** Null where the tier has no studio (every tier but Starter has one). */
  readonly studioLimit: number | null;
  /** Null below Creator, where audio native is not available. */
  readonly audioNativeLimit: number | null;
  /** The pricing screen's "about N h" of audio, where it states one. */
  readonly approximateHours: number | null;
}

/**
 * Allowances of the six plan tiers. The spec's short lists are placed deliberately:
 * studio limits 3, 20, 1000, 3000, 20000 go to the five tiers that have studio (all but Starter,
 * section 6), i.e. free, creator, pro, Scale, Business; audio native limits 1000, 3000, 20000 start at
 * Creator (where audio native starts) for creator, pro and Scale, and Business, the one tier left
 * without a figure, keeps the top figure 20000 so that no higher tier gets less.
 */
export const PLAN_ALLOWANCES: Readonly<Record<PlanTier, PlanAllowances>> = {
  free: {
    characterLimit: 10_000, audioLimitMinutes: 10, customVoicesLimit: 3,
    concurrency: { planCatalogue: 2, pricingScreen: 4 },
    conversationalAiMinutes: 15, pvcLimit: 0, soundEffectsSeconds: 250,
    studioLimit: 3, audioNativeLimit: null, approximateHours: null,
  },
  starter: {
    characterLimit: 30_000, audioLimitMinutes: 30, customVoicesLimit: 10,
    concurrency: { planCatalogue: 3, pricingScreen: 6 },
    conversationalAiMinutes: 50, pvcLimit: 0, soundEffectsSeconds: 750,
    studioLimit: null, audioNativeLimit: null, approximateHours: null,
  },
  creator: {
    characterLimit: 100_000, audioLimitMinutes: 100, customVoicesLimit: 30,
    concurrency: { planCatalogue: 5, pricingScreen: 10 },
    conversationalAiMinutes: 250, pvcLimit: 1, soundEffectsSeconds: 2_500,
    studioLimit: 20, audioNativeLimit: 1_000, approximateHours: 2,
  },
  pro: {
    characterLimit: 500_000, audioLimitMinutes: 600, customVoicesLimit: 160,
    concurrency: { planCatalogue: 10, pricingScreen: 20 },
    conversationalAiMinutes: 1_100, pvcLimit: 1, soundEffectsSeconds: 12_500,
    studioLimit: 1_000, audioNativeLimit: 3_000, approximateHours: 10,
  },
  growing_business: {
    characterLimit: 2_000_000, audioLimitMinutes: 2_400, customVoicesLimit: 660,
    concurrency: { planCatalogue: 15, pricingScreen: 30 },
    conversationalAiMinutes: 3_600, pvcLimit: 1, soundEffectsSeconds: 50_000,
    studioLimit: 3_000, audioNativeLimit: 20_000, approximateHours: 40,
  },
  scale_2024_08_10: {
    characterLimit: 11_000_000, audioLimitMinutes: 13_200, customVoicesLimit: 660,
    concurrency: { planCatalogue: 15, pricingScreen: 30 },
    conversationalAiMinutes: 13_750, pvcLimit: 3, soundEffectsSeconds: 275_000,
    studioLimit: 20_000, audioNativeLimit: 20_000, approximateHours: 180,
  },
};
