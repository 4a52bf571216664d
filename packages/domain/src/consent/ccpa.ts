import { isInRegion, type GeoLocation } from './geo-location.js';

/** The US states whose residents are covered by the CCPA-style opt-out (lower-case region codes). */
export const CCPA_STATES = ['ca', 'ct', 'co', 'ut', 'va', 'or', 'mt', 'tx'] as const;

/** True when the location is a covered US state (country us, region in CCPA_STATES, any case). */
export const isInCcpaState = (geo: GeoLocation | null): boolean => isInRegion(geo, 'us', CCPA_STATES);

/** What the automatic CCPA opt-out depends on. */
export interface AutoOptOutInput {
  /** The browser already carries the opt-out flag. */
  readonly alreadyOptedOut: boolean;
  /** The account's ccpa_opt_out says so. */
  readonly accountOptedOut: boolean;
  /** The browser sends the global privacy control signal. */
  readonly globalPrivacyControl: boolean;
  readonly geo: GeoLocation | null;
}

/**
 * True when the product must opt the user out automatically: the account says so, or the browser sends the
 * global privacy control signal from a covered US state; never when the user is already opted out.
 */
export const shouldAutoOptOut = (input: AutoOptOutInput): boolean =>
  !input.alreadyOptedOut && (input.accountOptedOut || (input.globalPrivacyControl && isInCcpaState(input.geo)));
