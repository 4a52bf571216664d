import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { storageKeysToWipeOnSignOut } from './browser-storage.js';
import { shouldAutoOptOut } from './ccpa.js';
import { cookieName } from './cookie-policy.js';

const key = fc.oneof(
  fc.string(),
  fc.string().map((rest) => `xi:${rest}`),
  fc.constantFrom('color-theme', 'xi', 'XI:coupon', ' xi:coupon', 'x:i', 'xi:'),
);

describe('consent properties', () => {
  it('property: sign-out wipes exactly the keys starting with xi:', () => {
    fc.assert(
      fc.property(fc.array(key), (keys) => {
        const wiped = storageKeysToWipeOnSignOut(keys);
        expect(wiped).toEqual(keys.filter((k) => k.slice(0, 3) === 'xi:'));
        expect(keys.filter((k) => !wiped.includes(k)).every((k) => !k.startsWith('xi:'))).toBe(true);
      }),
    );
  });

  it('property: a user who is already opted out is never opted out again', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.constantFrom('ca', 'tx', 'ny', 'il'), (account, gpc, region) =>
        !shouldAutoOptOut({ alreadyOptedOut: true, accountOptedOut: account, globalPrivacyControl: gpc, geo: { country: 'us', region } }),
      ),
    );
  });

  it('property: without the account flag, only a privacy signal from a covered US state opts out', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.constantFrom('us', 'US', 'ca', 'gb'), fc.constantFrom('ca', 'CO', 'tx', 'ny', 'il', 'on'), (gpc, country, region) => {
        const covered = country.toLowerCase() === 'us' && ['ca', 'co', 'tx'].includes(region.toLowerCase());
        expect(
          shouldAutoOptOut({ alreadyOptedOut: false, accountOptedOut: false, globalPrivacyControl: gpc, geo: { country, region } }),
        ).toBe(gpc && covered);
      }),
    );
  });

  it('property: every cookie name is prefixed once, except the three named exceptions', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        const stored = cookieName(name);
        expect(stored === name).toBe(['ajs_anonymous_id', '_gcl_au', '_fbp'].includes(name));
        expect(stored === name || stored === `xi_website_${name}`).toBe(true);
      }),
    );
  });
});
