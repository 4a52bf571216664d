import { describe, it, expect } from 'vitest';
import * as O from 'fp-ts/lib/Option.js';
import {
  CACHE_MAX_AGE_SECONDS,
  COOKIE_ATTRIBUTES,
  COOKIE_MAX_AGE_DAYS,
  cookieExpiresAtUnixMs,
  cookieName,
} from './cookie-policy.js';
import { BROWSER_STORAGE_KEYS, storageKeysToWipeOnSignOut } from './browser-storage.js';
import { createReferralRecord, isReferralActive } from './referral.js';
import { affiliateCookieRemovalDelayMs } from './affiliate-cookies.js';

describe('cookie policy', () => {
  it('prefixes product cookies with xi_website_ except the anonymous id and the two ad cookies', () => {
    expect(cookieName('ccpa_opt_out')).toBe('xi_website_ccpa_opt_out');
    expect(cookieName('ajs_anonymous_id')).toBe('ajs_anonymous_id');
    expect(cookieName('_gcl_au')).toBe('_gcl_au');
    expect(cookieName('_fbp')).toBe('_fbp');
  });

  it('keeps cookies 360 days, secure and strict', () => {
    expect(COOKIE_MAX_AGE_DAYS).toBe(360);
    expect(COOKIE_ATTRIBUTES).toEqual({ maxAgeSeconds: 31_104_000, secure: true, sameSite: 'strict' });
    expect(cookieExpiresAtUnixMs(1_000)).toBe(1_000 + 360 * 86_400_000);
    expect(CACHE_MAX_AGE_SECONDS).toBe(604800);
  });
});

describe('browser storage', () => {
  it('wipes the xi: keys on sign-out and keeps the rest', () => {
    expect(storageKeysToWipeOnSignOut(['xi:coupon', 'color-theme', 'xi:', 'XI:upper', 'other:xi:', 'xi:newUser'])).toEqual([
      'xi:coupon',
      'xi:',
      'xi:newUser',
    ]);
    expect(storageKeysToWipeOnSignOut(Object.values(BROWSER_STORAGE_KEYS))).not.toContain('color-theme');
  });
});

describe('referral record', () => {
  it('lasts 90 days from now', () => {
    const record = createReferralRecord('ref-1', 1_700_000_000_000);
    expect(record).toEqual({ value: 'ref-1', expiresTimestamp: 1_700_000_000_000 + 90 * 86_400_000 });
    expect(isReferralActive(record, record.expiresTimestamp - 1)).toBe(true);
    expect(isReferralActive(record, record.expiresTimestamp)).toBe(false);
  });
});

describe('affiliate cookies', () => {
  it('are removed after 2 s for visits with a gclid', () => {
    expect(affiliateCookieRemovalDelayMs({ gclid: 'abc' })).toEqual(O.some(2000));
    expect(affiliateCookieRemovalDelayMs({ gclid: '' })).toEqual(O.none);
    expect(affiliateCookieRemovalDelayMs({ utm_source: 'x' })).toEqual(O.none);
  });
});
