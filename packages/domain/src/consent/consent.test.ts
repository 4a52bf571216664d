import { describe, it, expect } from 'vitest';
import * as O from 'fp-ts/lib/Option.js';
import { ANALYTICS_CONSENT_STATES, parseAnalyticsConsent } from './analytics-consent.js';
import { CCPA_STATES, isInCcpaState, shouldAutoOptOut } from './ccpa.js';
import { isInIllinois, mustAcceptBiometricTerms } from './biometric-terms.js';

const us = (region: string | null) => ({ country: 'us', region });

describe('analytics consent', () => {
  it('has the four spec states', () => {
    expect(ANALYTICS_CONSENT_STATES).toEqual(['not_applicable', 'granted', 'denied', 'undecided']);
    expect(parseAnalyticsConsent('granted')).toEqual(O.some('granted'));
    expect(parseAnalyticsConsent('GRANTED')).toEqual(O.none);
  });
});

describe('CCPA', () => {
  it('covers ca, ct, co, ut, va, or, mt, tx', () => {
    expect(CCPA_STATES).toEqual(['ca', 'ct', 'co', 'ut', 'va', 'or', 'mt', 'tx']);
    expect(isInCcpaState(us('CA'))).toBe(true);
    expect(isInCcpaState({ country: 'US', region: 'tx' })).toBe(true);
    expect(isInCcpaState(us('ny'))).toBe(false);
    expect(isInCcpaState({ country: 'ca', region: 'ca' })).toBe(false);
    expect(isInCcpaState(us(null))).toBe(false);
    expect(isInCcpaState(null)).toBe(false);
  });

  it('opts out automatically when the account says so, or on a privacy signal from a covered state', () => {
    const base = { alreadyOptedOut: false, accountOptedOut: false, globalPrivacyControl: false, geo: us('ca') };
    expect(shouldAutoOptOut(base)).toBe(false);
    expect(shouldAutoOptOut({ ...base, accountOptedOut: true, geo: null })).toBe(true);
    expect(shouldAutoOptOut({ ...base, globalPrivacyControl: true })).toBe(true);
    expect(shouldAutoOptOut({ ...base, globalPrivacyControl: true, geo: us('ny') })).toBe(false);
    expect(shouldAutoOptOut({ ...base, globalPrivacyControl: true, accountOptedOut: true, alreadyOptedOut: true })).toBe(false);
  });
});

describe('biometric terms', () => {
  it('apply in Illinois, case-insensitively, until accepted', () => {
    expect(isInIllinois(us('il'))).toBe(true);
    expect(isInIllinois({ country: 'US', region: 'IL' })).toBe(true);
    expect(isInIllinois(us('in'))).toBe(false);
    expect(isInIllinois({ country: 'gb', region: 'il' })).toBe(false);
    expect(mustAcceptBiometricTerms(us('Il'), false)).toBe(true);
    expect(mustAcceptBiometricTerms(us('il'), true)).toBe(false);
    expect(mustAcceptBiometricTerms(null, false)).toBe(false);
  });
});
