import type { Observable } from 'rxjs';
import type { ActionDialogCopy, ActionDialogState, RawQuery } from '@cadence/domain';

/** What the /app/action page shows. */
export interface AccountActionView {
  readonly dialog: ActionDialogState;
  /** The dialog's words, null when no dialog is open. */
  readonly copy: ActionDialogCopy | null;
  /** The e-mail the reset code belongs to, once checked. */
  readonly email: string | null;
  /** True while a call runs: buttons are disabled. */
  readonly submitting: boolean;
  /** An inline error under the password form (password rule or mismatch); a failed step says why in its dialog's copy. */
  readonly formError: string | null;
  /** The unknown-mode error, when the query's mode is unknown. */
  readonly modeError: string | null;
}

/**
 * Something a page must do outside its view.
 * @deprecated Account actions raise their toasts and navigations through Notifications now; only billing's stored
 * coupon still answers this type, until it does the same.
 */
export type AccountActionEffect =
  | { readonly type: 'toast'; readonly kind: 'success' | 'error'; readonly message: string }
  | { readonly type: 'navigate'; readonly to: string };

/**
 * The account-action handler: starts from the query, drives the domain's dialog machine, closes with a redirect.
 * Toasts and navigations go through Notifications. Each intent completes at once: the work it starts belongs to
 * the handler, which lives as long as the app once used, so leaving the page never cancels a single-use code.
 */
export interface AccountActionUseCase {
  readonly view$: Observable<AccountActionView>;
  /** Reads the query and runs the mode's first step, once per location (path and query). */
  start(query: RawQuery, currentPath: string): Observable<void>;
  submitNewPassword(password: string, repeat: string): Observable<void>;
  grantSupportAccess(): Observable<void>;
  declineSupportAccess(): Observable<void>;
  /** Closes the dialog: signs in with a just-changed password, then leaves for continueUrl (through the redirect rule). */
  close(): Observable<void>;
}
