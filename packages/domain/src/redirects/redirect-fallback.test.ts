import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/lib/Either.js';
import { APP_ROUTES } from './app-routes.js';
import { PUBLIC_ROUTES } from './public-routes.js';
import { isAllowedRedirectTarget } from './redirect-allow-list.js';
import { parseSafeRedirect, redirectFallback, safeRedirect } from './safe-redirect.js';

const ORIGIN = 'https://cadence.example';

describe('a plain-string fallback', () => {
  it('is accepted as it is when it is a path on the allow-list', () => {
    const fallback: string = '/app/subscription';
    expect(safeRedirect('https://evil.example', ORIGIN, fallback)).toBe('/app/subscription');
    expect(safeRedirect('https://evil.example', ORIGIN, '/languages/danish')).toBe('/languages/danish');
  });

  it('keeps every route constant of the route map unchanged', () => {
    for (const route of [...Object.values(APP_ROUTES), ...Object.values(PUBLIC_ROUTES)]) {
      expect(redirectFallback(route)).toBe(route);
    }
  });

  it('becomes the app home when the rule refuses it', () => {
    for (const refused of ['https://evil.example/app/home', '//evil.example', '/not-a-route', 'javascript:alert(1)', '']) {
      expect(safeRedirect('https://evil.example', ORIGIN, refused)).toBe(APP_ROUTES.home);
    }
  });

  it('is taken when the candidate is absent (null)', () => {
    expect(safeRedirect(null, ORIGIN, APP_ROUTES.signIn)).toBe('/app/sign-in');
    expect(safeRedirect('/app/home', ORIGIN, APP_ROUTES.signIn)).toBe('/app/home');
  });
});

describe('redirect fallback properties', () => {
  it('property: whatever the candidate and the fallback, the result is a path the redirect rule accepts', () => {
    const anything = fc.oneof(fc.string(), fc.webUrl(), fc.constantFrom('/app/history', '/app/subscription?x=1', '//evil.example'));
    fc.assert(
      fc.property(fc.option(anything, { nil: null }), anything, (candidate, fallback) => {
        const target = safeRedirect(candidate, ORIGIN, fallback);
        expect(target.startsWith('/') && !target.startsWith('//')).toBe(true);
        expect(E.isRight(parseSafeRedirect(target, ORIGIN))).toBe(true);
      }),
    );
  });
});

describe('the allow-list check on its own', () => {
  it('admits known routes, allowed path names and shapes, and the integration callback with its query', () => {
    expect(isAllowedRedirectTarget('/app/home', null)).toBe(true);
    expect(isAllowedRedirectTarget('/app/history/abc', null)).toBe(true);
    expect(isAllowedRedirectTarget('/app/studio/p1', null)).toBe(true);
    expect(isAllowedRedirectTarget('/app/integrations/vercel/callback', 'code=1&configurationId=2')).toBe(true);
    expect(isAllowedRedirectTarget('/app/integrations/vercel/callback', 'code=1')).toBe(false);
    expect(isAllowedRedirectTarget('/app/secret-admin', null)).toBe(false);
  });
});
