import { hasEnterpriseFeatures, type Tier } from '../tiers/index.js';
import { UNLIMITED } from '../plans/index.js';

/** A subscription's character usage as the quota rules read it. */
export interface CharacterUsage {
  readonly tier: Tier;
  readonly characterLimit: number;
  readonly characterCount: number;
}

/** Enterprise and trial have no character limit. */
export const hasNoCharacterLimit = (tier: Tier): boolean => hasEnterpriseFeatures(tier);

/** Characters left this period: -1 (UNLIMITED) when the tier has no limit, else limit minus count, never below 0. */
export const remainingCharacters = (usage: CharacterUsage): number =>
  hasNoCharacterLimit(usage.tier) ? UNLIMITED : Math.max(0, usage.characterLimit - usage.characterCount);

/** Which figure the quota text shows. */
export type QuotaDisplay = 'used' | 'remaining';

/** The figure the quota text shows: characters used, or characters remaining (-1 when unlimited). */
export const quotaFigure = (usage: CharacterUsage, display: QuotaDisplay): number =>
  display === 'used' ? usage.characterCount : remainingCharacters(usage);
