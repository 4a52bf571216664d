/** The prefix of the product's own cookie names. */
export const COOKIE_NAME_PREFIX = 'xi_website_';

/** The cookies that keep their own names: the analytics anonymous id and the two advertising cookies. */
export const UNPREFIXED_COOKIE_NAMES = ['ajs_anonymous_id', '_gcl_au', '_fbp'] as const;

/** Cookies live this many days. */
export const COOKIE_MAX_AGE_DAYS = 360;

const DAY_SECONDS = 86_400;

/** The attributes every product cookie is written with: 360 days, secure, strict same-site. */
export const COOKIE_ATTRIBUTES = {
  maxAgeSeconds: COOKIE_MAX_AGE_DAYS * DAY_SECONDS,
  secure: true,
  sameSite: 'strict',
} as const;

/** The default max age of cached responses, in seconds (7 days). */
export const CACHE_MAX_AGE_SECONDS = 604_800;

/** The stored name of a cookie: prefixed with "xi_website_" unless it is one of the unprefixed cookies. */
export const cookieName = (name: string): string =>
  (UNPREFIXED_COOKIE_NAMES as readonly string[]).includes(name) ? name : `${COOKIE_NAME_PREFIX}${name}`;

/** When a cookie written now expires, in Unix milliseconds. */
export const cookieExpiresAtUnixMs = (nowUnixMs: number): number =>
  nowUnixMs + COOKIE_ATTRIBUTES.maxAgeSeconds * 1000;
