export {
  canExtendCharacterLimit, extendedCharacterLimitCeiling, extensionCeilingOf, type ExtensionFacts,
} from './character-limit-extension.js';
export { characterLimitRefusal, type CharacterLimitRefusal } from './character-limit-messages.js';
export {
  hasNoCharacterLimit,
  remainingCharacters,
  quotaFigure,
  type CharacterUsage,
  type QuotaDisplay,
} from './remaining-characters.js';
export { maxVoiceAddEdits, professionalVoiceLimit } from './voice-limits.js';
export { isQuotaUsedUp, requestQuota, type RequestQuota } from './request-quota.js';
