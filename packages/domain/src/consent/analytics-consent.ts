import * as O from 'fp-ts/lib/Option.js';

/** The analytics consent states a visitor can be in. */
export const ANALYTICS_CONSENT_STATES = ['not_applicable', 'granted', 'denied', 'undecided'] as const;

/** A visitor's analytics consent. */
export type AnalyticsConsent = (typeof ANALYTICS_CONSENT_STATES)[number];

/** True when the string is a known analytics consent state. */
export const isAnalyticsConsent = (value: string): value is AnalyticsConsent =>
  (ANALYTICS_CONSENT_STATES as readonly string[]).includes(value);

/** The consent state named by an untrusted string (from a cookie or storage), or none. */
export const parseAnalyticsConsent = (value: string): O.Option<AnalyticsConsent> =>
  isAnalyticsConsent(value) ? O.some(value) : O.none;
