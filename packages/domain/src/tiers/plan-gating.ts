import { isAtLeastTier, type Tier } from './tier.js';

/** Products and features that only some tiers unlock. */
export type GatedFeature =
  | 'instant_voice_cloning'
  | 'professional_voice_cloning'
  | 'audio_native'
  | 'dubbing_studio'
  | 'studio'
  | 'usage_based_extra_credits';

const MINIMUM_TIER: Readonly<Record<Exclude<GatedFeature, 'studio'>, Tier>> = {
  instant_voice_cloning: 'starter',
  professional_voice_cloning: 'creator',
  audio_native: 'creator',
  dubbing_studio: 'starter',
  usage_based_extra_credits: 'creator',
};

/** True when the tier unlocks the feature. Studio is on every tier but Starter, as the spec says. */
export const canUseFeature = (tier: Tier, feature: GatedFeature): boolean =>
  feature === 'studio' ? tier !== 'starter' : isAtLeastTier(tier, MINIMUM_TIER[feature]);
