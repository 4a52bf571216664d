export { canExtendCharacterLimit, extendedCharacterLimitCeiling, type ExtensionFacts } from './character-limit-extension.js';
export {
  hasNoCharacterLimit,
  remainingCharacters,
  quotaFigure,
  type CharacterUsage,
  type QuotaDisplay,
} from './remaining-characters.js';
export { maxVoiceAddEdits, professionalVoiceLimit } from './voice-limits.js';
