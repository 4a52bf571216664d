import * as O from 'fp-ts/lib/Option.js';
import { pipe } from 'fp-ts/lib/function.js';
import { BROWSER_STORAGE_KEYS, type BrowserStorageKey } from '../consent/index.js';
import { appendQueryParams, routeRedirect, safeRedirect, type KnownRoute, type SafeRedirect } from '../redirects/index.js';

/** What closing an account-action dialog needs: the continue URL and the stored internal code and new-user flag. */
export interface CloseActionInput {
  readonly continueUrl: O.Option<string>;
  readonly internalCode: O.Option<string>;
  readonly newUser: O.Option<string>;
}

/** What closing an account-action dialog does, after the dialog state and the query parameters are cleared. */
export interface CloseActionPlan {
  readonly redirectTo: SafeRedirect;
  readonly storageKeysToClear: readonly BrowserStorageKey[];
}

/**
 * Closing a dialog: redirect to continueUrl (through the redirect rule, else the fallback) with internalCode and
 * newUser appended as query parameters when present, then clear both from browser storage.
 */
export const closeActionDialog = (input: CloseActionInput, origin: string, fallback: KnownRoute): CloseActionPlan => {
  const target = pipe(
    input.continueUrl,
    O.match(
      () => routeRedirect(fallback),
      (url) => safeRedirect(url, origin, fallback),
    ),
  );
  const named: readonly (readonly [string, O.Option<string>])[] = [
    ['internalCode', input.internalCode],
    ['newUser', input.newUser],
  ];
  const params = named.flatMap(([name, value]) => (O.isSome(value) ? [[name, value.value] as const] : []));
  return {
    redirectTo: appendQueryParams(target, params),
    storageKeysToClear: [BROWSER_STORAGE_KEYS.internalCode, BROWSER_STORAGE_KEYS.newUser],
  };
};
