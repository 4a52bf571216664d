import * as E from 'fp-ts/lib/Either.js';
import * as O from 'fp-ts/lib/Option.js';
import { pipe } from 'fp-ts/lib/function.js';
import { APP_ROUTES } from './app-routes.js';
import type { KnownRoute } from './known-routes.js';
import { isAllowedRedirectTarget } from './redirect-allow-list.js';
import { effectivePort, isValidQueryOrFragment, parseAbsoluteUrl, type UrlParts } from './url-parts.js';

declare const SafeRedirectBrand: unique symbol;

/** A same-origin, allow-listed path (with optional query and fragment) that is safe to navigate to. */
export type SafeRedirect = string & { readonly [SafeRedirectBrand]: true };

/** Why a redirect candidate was refused. */
export type RedirectRejection =
  | 'invalid-origin'
  | 'malformed'
  | 'credentials'
  | 'cross-origin'
  | 'unsafe-path'
  | 'not-allowed';

/** Paths the redirect accepts: segments of unreserved characters only, no dot segments, optional trailing slash. */
const SAFE_PATH = /^(?:\/(?!\.{1,2}(?:\/|$))[A-Za-z0-9_.~-]+)+\/?$/;
const PATH_REFERENCE = /^(\/[^?#]*)(\?[^#]*)?(#.*)?$/;
const PRINTABLE = /^[\x21-\x7e]*$/;

const checkPathReference = (reference: string): E.Either<RedirectRejection, SafeRedirect> => {
  const match = PRINTABLE.test(reference) ? PATH_REFERENCE.exec(reference) : null;
  if (match === null) return E.left('malformed');
  const [, path = '', query, fragment] = match;
  const queryText = query === undefined ? null : query.slice(1);
  const fragmentText = fragment === undefined ? null : fragment.slice(1);
  if (!SAFE_PATH.test(path)) return E.left('unsafe-path');
  if (!isValidQueryOrFragment(queryText) || !isValidQueryOrFragment(fragmentText)) return E.left('malformed');
  return isAllowedRedirectTarget(path, queryText) ? E.right(reference as SafeRedirect) : E.left('not-allowed');
};

const isWebScheme = (url: UrlParts): boolean => url.scheme === 'http' || url.scheme === 'https';

const sameOrigin = (a: UrlParts, b: UrlParts): boolean =>
  a.scheme === b.scheme && a.host === b.host && effectivePort(a) === effectivePort(b);

/** The path, query and fragment of an absolute URL, in the form a path reference is written. */
const pathReferenceOf = (url: UrlParts): string =>
  `${url.path}${url.query === null ? '' : `?${url.query}`}${url.fragment === null ? '' : `#${url.fragment}`}`;

const checkAbsolute = (candidate: UrlParts, origin: UrlParts): E.Either<RedirectRejection, SafeRedirect> => {
  if (candidate.userinfo !== null) return E.left('credentials');
  if (!sameOrigin(candidate, origin)) return E.left('cross-origin');
  return checkPathReference(pathReferenceOf(candidate));
};

const parseOrigin = (origin: string): E.Either<RedirectRejection, UrlParts> =>
  pipe(
    parseAbsoluteUrl(origin),
    O.filter((url) => isWebScheme(url) && url.userinfo === null),
    E.fromOption((): RedirectRejection => 'invalid-origin'),
  );

/**
 * Checks a redirect candidate against the page origin (e.g. "https://cadence.example"): a path reference
 * ("/app/home?x=1") or an absolute http(s) URL on exactly that origin, without credentials, whose path is on
 * the allow-list. The accepted value is always the path form, never an origin, so it cannot leave the site.
 */
export const parseSafeRedirect = (candidate: string, origin: string): E.Either<RedirectRejection, SafeRedirect> =>
  pipe(
    parseOrigin(origin),
    E.chain((site) =>
      candidate.startsWith('/')
        ? checkPathReference(candidate)
        : pipe(
            parseAbsoluteUrl(candidate),
            O.filter(isWebScheme),
            E.fromOption((): RedirectRejection => 'malformed'),
            E.chain((url) => checkAbsolute(url, site)),
          ),
    ),
  );

/** Where a fallback that the redirect rule itself refuses leads instead: the app's home. */
export const REFUSED_FALLBACK_REDIRECT = APP_ROUTES.home;

/**
 * The fallback as a redirect target: a path reference on the allow-list (any route constant, or any path the rule
 * accepts) is kept as it is; anything else (another site, a malformed or unlisted path) becomes the app's home.
 */
export const redirectFallback = (fallback: string): SafeRedirect =>
  pipe(
    checkPathReference(fallback),
    E.getOrElse(() => REFUSED_FALLBACK_REDIRECT as SafeRedirect),
  );

/**
 * The redirect target when the candidate passes the redirect rule, otherwise the fallback (itself checked: see
 * redirectFallback). An absent candidate (null) takes the fallback.
 */
export const safeRedirect = (candidate: string | null, origin: string, fallback: string): SafeRedirect =>
  pipe(
    candidate === null ? E.left<RedirectRejection, SafeRedirect>('malformed') : parseSafeRedirect(candidate, origin),
    E.getOrElse(() => redirectFallback(fallback)),
  );

/** Brands a route constant of the route map as a redirect target (they are all on the allow-list). */
export const routeRedirect = (route: KnownRoute): SafeRedirect => route as SafeRedirect;

/**
 * Appends query parameters (URI-encoded, before any fragment) to a safe redirect; the path never changes,
 * and when the result would leave the allow-list the redirect is returned unchanged.
 */
export const appendQueryParams = (
  redirect: SafeRedirect,
  params: readonly (readonly [name: string, value: string])[],
): SafeRedirect => {
  if (params.length === 0) return redirect;
  const hashAt = redirect.indexOf('#');
  const head = hashAt >= 0 ? redirect.slice(0, hashAt) : redirect;
  const fragment = hashAt >= 0 ? redirect.slice(hashAt) : '';
  const encoded = params.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
  const separator = !head.includes('?') ? '?' : head.endsWith('?') || head.endsWith('&') ? '' : '&';
  return pipe(
    checkPathReference(`${head}${separator}${encoded.join('&')}${fragment}`),
    E.getOrElse(() => redirect),
  );
};
