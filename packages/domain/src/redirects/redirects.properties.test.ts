import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/lib/Either.js';
import { APP_ROUTES } from './app-routes.js';
import { PUBLIC_ROUTES } from './public-routes.js';
import { appendQueryParams, parseSafeRedirect, routeRedirect, safeRedirect } from './safe-redirect.js';

/** The WHATWG URL parser of the test runtime, used as an independent oracle (the domain does not use it). */
const WhatwgUrl = (globalThis as unknown as {
  URL: new (input: string, base?: string) => { readonly origin: string; readonly pathname: string };
}).URL;

const resolve = (candidate: string, origin: string): { origin: string; pathname: string } | null => {
  try {
    return new WhatwgUrl(candidate, origin);
  } catch {
    return null;
  }
};

const ORIGINS = ['https://cadence.example', 'http://localhost:5173', 'https://app.cadence.example:8443'] as const;
const origin = fc.constantFrom(...ORIGINS);
const ROUTES = [...Object.values(APP_ROUTES), ...Object.values(PUBLIC_ROUTES)];
const route = fc.constantFrom(...ROUTES);
const fallback = route;

const TOKENS = [
  '/', '//', '///', '\\', '/\\', '%2f', '%2F', '%5c', '%5C', '%2e', '%00', '%09', '@', 'user@', 'user:pw@', '..', '.',
  ':', '?', '#', '&', '=', '%', ' ', '\t', '\n', '\r', '\u0000', 'é', 'app', 'home', 'subscription', 'usage', 'v1',
  'dubs', 'x1', 'evil.example', 'cadence.example', 'localhost', ':5173', ':8443', ':443', ':80', 'https:', 'http:',
  'javascript:', 'data:', 'HTTPS://', 'https://evil.example', ...ORIGINS,
];

/** Hostile candidates: web URLs, arbitrary strings and splices of the classic open-redirect tricks. */
const candidate = fc.oneof(
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.string(),
  fc.array(fc.constantFrom(...TOKENS), { maxLength: 10 }).map((parts) => parts.join('')),
  fc.tuple(fc.constantFrom(...TOKENS, ''), fc.constantFrom(...ORIGINS, ''), route, fc.constantFrom(...TOKENS, '')).map(
    (parts) => parts.join(''),
  ),
  {
    weight: 4,
    arbitrary: fc.tuple(fc.constantFrom(...ORIGINS, ''), route, fc.array(fc.constantFrom(...TOKENS), { maxLength: 3 })).map(
      ([site, path, suffix]) => `${site}${path}${suffix.join('')}`,
    ),
  },
  fc.tuple(fc.constantFrom(...ORIGINS, ''), route, fc.string()).map((parts) => parts.join('')),
);

describe('redirect rule properties', () => {
  it('property: an accepted redirect always resolves on the page origin, as the browser would resolve it', () => {
    let accepted = 0;
    fc.assert(
      fc.property(candidate, origin, (raw, site) => {
        const result = parseSafeRedirect(raw, site);
        if (E.isLeft(result)) return;
        accepted += 1;
        const target = resolve(result.right, site);
        const original = resolve(raw, site);
        expect(result.right.startsWith('/') && !result.right.startsWith('//')).toBe(true);
        expect(target?.origin).toBe(resolve('/', site)?.origin);
        expect(original?.origin).toBe(target?.origin);
        expect(original?.pathname).toBe(target?.pathname);
      }),
      { numRuns: 3000 },
    );
    expect(accepted).toBeGreaterThan(100);
  });

  it('property: a rejected redirect yields exactly the fallback', () => {
    fc.assert(
      fc.property(candidate, origin, fallback, (raw, site, back) => {
        const verdict = parseSafeRedirect(raw, site);
        expect(safeRedirect(raw, site, back)).toBe(E.isLeft(verdict) ? back : verdict.right);
      }),
      { numRuns: 2000 },
    );
  });

  it('property: the redirect rule is idempotent', () => {
    fc.assert(
      fc.property(candidate, origin, fallback, (raw, site, back) => {
        const once = safeRedirect(raw, site, back);
        expect(safeRedirect(once, site, back)).toBe(once);
      }),
      { numRuns: 2000 },
    );
  });

  it('property: every known route is accepted, as a path or as an absolute URL on the same origin', () => {
    fc.assert(
      fc.property(route, origin, (path, site) => {
        expect(safeRedirect(path, site, APP_ROUTES.home)).toBe(path);
        expect(safeRedirect(`${site}${path}`, site, APP_ROUTES.signIn)).toBe(path);
      }),
    );
  });

  it('property: a known route on any other origin is refused', () => {
    fc.assert(
      fc.property(route, origin, origin, (path, site, other) => {
        fc.pre(site !== other);
        expect(E.isLeft(parseSafeRedirect(`${other}${path}`, site))).toBe(true);
      }),
    );
  });

  it('property: appending query parameters never changes the path of a redirect', () => {
    fc.assert(
      fc.property(route, fc.array(fc.tuple(fc.string(), fc.string()), { maxLength: 3 }), (path, params) => {
        const appended = appendQueryParams(routeRedirect(path), params);
        expect(appended.split('?')[0]).toBe(path);
        expect(E.isRight(parseSafeRedirect(appended, ORIGINS[0]))).toBe(true);
      }),
    );
  });
});
