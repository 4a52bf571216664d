export {
  ANALYTICS_CONSENT_STATES,
  isAnalyticsConsent,
  parseAnalyticsConsent,
  type AnalyticsConsent,
} from './analytics-consent.js';
export type { GeoLocation } from './geo-location.js';
export { CCPA_STATES, isInCcpaState, shouldAutoOptOut, type AutoOptOutInput } from './ccpa.js';
export { isInIllinois, mustAcceptBiometricTerms } from './biometric-terms.js';
export {
  COOKIE_NAME_PREFIX,
  UNPREFIXED_COOKIE_NAMES,
  COOKIE_MAX_AGE_DAYS,
  COOKIE_ATTRIBUTES,
  CACHE_MAX_AGE_SECONDS,
  cookieName,
  cookieExpiresAtUnixMs,
} from './cookie-policy.js';
export {
  XI_STORAGE_PREFIX,
  BROWSER_STORAGE_KEYS,
  storageKeysToWipeOnSignOut,
  type BrowserStorageKey,
} from './browser-storage.js';
export { REFERRAL_LIFETIME_DAYS, createReferralRecord, isReferralActive, type ReferralRecord } from './referral.js';
export { AFFILIATE_COOKIE_REMOVAL_DELAY_MS, affiliateCookieRemovalDelayMs } from './affiliate-cookies.js';
