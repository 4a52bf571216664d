import { BROWSER_STORAGE_KEYS, type BrowserStorageKey } from '../consent/index.js';
import { appendQueryParams, safeRedirect, type SafeRedirect } from '../redirects/index.js';

/** What closing an account-action dialog needs: the continue URL and the stored internal code and new-user flag. */
export interface CloseActionInput {
  /** The continueUrl query parameter, or null when the link has none. */
  readonly continueUrl: string | null;
  /** The stored internal code, or null. */
  readonly internalCode: string | null;
  /** The stored new-user flag, or null. */
  readonly newUser: string | null;
}

/** What closing an account-action dialog does, after the dialog state and the query parameters are cleared. */
export interface CloseActionPlan {
  readonly redirectTo: SafeRedirect;
  readonly storageKeysToClear: readonly BrowserStorageKey[];
}

/**
 * Closing a dialog: redirect to continueUrl (through the redirect rule, else the fallback, itself checked as in
 * safeRedirect) with internalCode and newUser appended as query parameters when present, then clear both from
 * browser storage.
 */
export const closeActionDialog = (input: CloseActionInput, origin: string, fallback: string): CloseActionPlan => {
  const target = safeRedirect(input.continueUrl, origin, fallback);
  const named: readonly (readonly [string, string | null])[] = [
    ['internalCode', input.internalCode],
    ['newUser', input.newUser],
  ];
  const params = named.flatMap(([name, value]) => (value === null ? [] : [[name, value] as const]));
  return {
    redirectTo: appendQueryParams(target, params),
    storageKeysToClear: [BROWSER_STORAGE_KEYS.internalCode, BROWSER_STORAGE_KEYS.newUser],
  };
};
