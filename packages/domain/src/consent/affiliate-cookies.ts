import * as O from 'fp-ts/lib/Option.js';

/** Affiliate cookies are removed this long after a visit that carries a gclid. */
export const AFFILIATE_COOKIE_REMOVAL_DELAY_MS = 2000;

/** The delay after which to remove affiliate cookies: 2 s when the visit's query has a non-empty gclid, else none. */
export const affiliateCookieRemovalDelayMs = (query: Readonly<Record<string, string | undefined>>): O.Option<number> =>
  (query['gclid'] ?? '') === '' ? O.none : O.some(AFFILIATE_COOKIE_REMOVAL_DELAY_MS);
