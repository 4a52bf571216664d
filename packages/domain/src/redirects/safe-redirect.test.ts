import { describe, it, expect } from 'vitest';
import * as E from 'fp-ts/lib/Either.js';
import { APP_ROUTES } from './app-routes.js';
import { PUBLIC_ROUTES } from './public-routes.js';
import { appendQueryParams, parseSafeRedirect, routeRedirect, safeRedirect, type SafeRedirect } from './safe-redirect.js';

const ORIGIN = 'https://cadence.example';
const FALLBACK = APP_ROUTES.home;
const accepts = (candidate: string): SafeRedirect => safeRedirect(candidate, ORIGIN, APP_ROUTES.signIn);
const rejection = (candidate: string): string =>
  E.match((reason: string) => reason, (ok: string) => `accepted ${ok}`)(parseSafeRedirect(candidate, ORIGIN));

describe('safeRedirect: the allow-list', () => {
  it.each([
    '/app/home', '/app/sign-in', '/app/sign-up', '/app/sign-in/forgot-password', '/app/action', '/pricing',
    '/blog/', '/blog', '/app/home/', '/app/speech-synthesis/text-to-speech/history', '/app/usage/workspace',
  ])('accepts the known route %s', (path) => {
    expect(accepts(path)).toBe(path);
  });

  it.each([
    '/affiliates', '/app/affiliates', '/audio-native', '/app/audio-native/settings/player', '/history', '/app/history',
    '/request-alpha-access', '/app/request-alpha-access', '/subscription', '/app/subscription/manage', '/usage',
    '/speech-synthesis', '/dubs', '/app/dubs/d1', '/redirect', '/app/redirect',
  ])('accepts the allowed path name form %s', (path) => {
    expect(accepts(path)).toBe(path);
  });

  it.each([
    '/v1/dubs/abc123', '/v1/projects/p_1', '/app/voice-lab/share/a1/b2', '/sound-effects/door-creak',
    '/app/studio/project-9', '/customers/acme', '/languages/german', '/use-cases/audiobooks',
  ])('accepts the allowed shape %s', (path) => {
    expect(accepts(path)).toBe(path);
  });

  it('keeps query and fragment of an accepted path', () => {
    expect(accepts('/app/subscription?tab=plans#top')).toBe('/app/subscription?tab=plans#top');
  });

  it('accepts the integration callback with its own query names only', () => {
    const full = '/app/integrations/vercel/callback?code=c1&configurationId=icfg_1&next=https%3A%2F%2Fvercel.com&source=marketplace&teamId=team_1';
    expect(accepts(full)).toBe(full);
    expect(accepts('/app/integrations/vercel/callback?configurationId=i&code=c')).toBe('/app/integrations/vercel/callback?configurationId=i&code=c');
    expect(rejection('/app/integrations/vercel/callback')).toBe('not-allowed');
    expect(rejection('/app/integrations/vercel/callback?code=c')).toBe('not-allowed');
    expect(rejection('/app/integrations/vercel/callback?code=c&configurationId=i&evil=1')).toBe('not-allowed');
    expect(rejection('/app/integrations/vercel/callback?code=c&code=d&configurationId=i')).toBe('not-allowed');
  });

  it('rejects paths off the allow-list', () => {
    expect(rejection('/admin')).toBe('not-allowed');
    expect(rejection('/app')).toBe('not-allowed');
    expect(rejection('/app/voice-lab/share/a')).toBe('not-allowed');
    expect(rejection('/v1/dubs/a/b')).toBe('not-allowed');
    expect(rejection('/usage-evil')).toBe('not-allowed');
    expect(rejection('/APP/HOME')).toBe('not-allowed');
  });
});

describe('safeRedirect: the origin', () => {
  it('accepts an absolute URL on the same origin and returns only its path', () => {
    expect(accepts('https://cadence.example/app/home?x=1#y')).toBe('/app/home?x=1#y');
    expect(accepts('HTTPS://CADENCE.EXAMPLE:443/app/usage')).toBe('/app/usage');
    expect(safeRedirect('http://localhost:5173/app/home', 'http://localhost:5173', FALLBACK)).toBe('/app/home');
  });

  it.each([
    ['https://evil.example/app/home', 'cross-origin'],
    ['https://cadence.example.evil.example/app/home', 'cross-origin'],
    ['http://cadence.example/app/home', 'cross-origin'],
    ['https://cadence.example:8443/app/home', 'cross-origin'],
    ['https://user@cadence.example/app/home', 'credentials'],
    ['https://cadence.example@evil.example/app/home', 'credentials'],
    ['https://user:pw@cadence.example/app/home', 'credentials'],
    ['//evil.example/app/home', 'unsafe-path'],
    ['///evil.example', 'unsafe-path'],
    ['/\\evil.example', 'unsafe-path'],
    ['\\\\evil.example', 'malformed'],
    ['https:/\\evil.example/app/home', 'malformed'],
    ['javascript:alert(1)', 'malformed'],
    ['JavaScript:alert(document.cookie)//app/home', 'malformed'],
    ['data:text/html,<script>alert(1)</script>', 'malformed'],
    ['/%2F%2Fevil.example', 'unsafe-path'],
    ['/%2f%2fevil.example', 'unsafe-path'],
    ['/app/%5Cevil.example', 'unsafe-path'],
    ['/app/subscription/../../evil', 'unsafe-path'],
    ['/app/./home', 'unsafe-path'],
    ['/app/home/..', 'unsafe-path'],
    [' /app/home', 'malformed'],
    ['/app/home ', 'malformed'],
    ['/app/ho me', 'malformed'],
    ['/app/home\n', 'malformed'],
    ['/app/home\t', 'malformed'],
    ['/\t/evil.example', 'malformed'],
    ['/app/home\u0000', 'malformed'],
    ['/app/hôme', 'malformed'],
    ['/app/home?next=\\evil', 'malformed'],
    ['/app/home?x=%zz', 'malformed'],
    ['app/home', 'malformed'],
    ['?redirect=/app/home', 'malformed'],
    ['', 'malformed'],
    ['ftp://cadence.example/app/home', 'malformed'],
  ])('rejects %j (%s)', (candidate, reason) => {
    expect(rejection(candidate)).toBe(reason);
    expect(safeRedirect(candidate, ORIGIN, FALLBACK)).toBe(FALLBACK);
  });

  it('falls back when the origin itself is not a web origin', () => {
    expect(E.isLeft(parseSafeRedirect('/app/home', 'cadence.example'))).toBe(true);
    expect(safeRedirect('/app/home', 'javascript:alert(1)', APP_ROUTES.signIn)).toBe(APP_ROUTES.signIn);
  });

  it('returns the fallback for a rejected candidate, whatever the fallback', () => {
    expect(safeRedirect('https://evil.example', ORIGIN, PUBLIC_ROUTES.pricing)).toBe('/pricing');
    expect(safeRedirect('https://evil.example', ORIGIN, routeRedirect(APP_ROUTES.subscription))).toBe('/app/subscription');
  });
});

describe('appendQueryParams', () => {
  const home = routeRedirect(APP_ROUTES.home);

  it('appends encoded parameters with ? or &, before the fragment', () => {
    expect(appendQueryParams(home, [['internalCode', 'a b&c'], ['newUser', 'true']])).toBe(
      '/app/home?internalCode=a%20b%26c&newUser=true',
    );
    expect(appendQueryParams(accepts('/app/usage?x=1#top'), [['newUser', 'true']])).toBe('/app/usage?x=1&newUser=true#top');
    expect(appendQueryParams(accepts('/app/usage?'), [['a', '1']])).toBe('/app/usage?a=1');
  });

  it('leaves the redirect unchanged when there is nothing to append or the result leaves the allow-list', () => {
    expect(appendQueryParams(home, [])).toBe(home);
    const callback = accepts('/app/integrations/vercel/callback?code=c&configurationId=i');
    expect(appendQueryParams(callback, [['internalCode', '1']])).toBe(callback);
  });
});
