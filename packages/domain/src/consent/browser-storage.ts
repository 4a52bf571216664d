/** The prefix of the product's browser-storage keys; every key with it is wiped on sign-out. */
export const XI_STORAGE_PREFIX = 'xi:';

/** The browser-storage keys the product writes; the colour theme is kept across sign-outs. */
export const BROWSER_STORAGE_KEYS = {
  coupon: 'xi:coupon',
  newUser: 'xi:newUser',
  internalCode: 'xi:internalCode',
  sensitiveActionVerificationCode: 'xi:sensitiveActionVerificationCode',
  inviteCode: 'xi:inviteCode',
  billingPeriod: 'xi:billingPeriod',
  lastSelectedModel: 'xi:lastSelectedModel',
  lastSelectedVoice: 'xi:lastSelectedVoice',
  colorTheme: 'color-theme',
} as const;

/** A browser-storage key the product writes. */
export type BrowserStorageKey = (typeof BROWSER_STORAGE_KEYS)[keyof typeof BROWSER_STORAGE_KEYS];

/** The keys to remove on sign-out: exactly those starting with "xi:", in their given order. */
export const storageKeysToWipeOnSignOut = (keys: readonly string[]): readonly string[] =>
  keys.filter((key) => key.startsWith(XI_STORAGE_PREFIX));
