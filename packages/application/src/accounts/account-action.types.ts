import type { Observable } from 'rxjs';
import type { ActionDialogCopy, ActionDialogState, CloseActionPlan, RawQuery } from '@cadence/domain';

/** What the /app/action page shows. */
export interface AccountActionView {
  readonly dialog: ActionDialogState;
  /** The dialog's words, null when no dialog is open. */
  readonly copy: ActionDialogCopy | null;
  /** The e-mail the reset code belongs to, once checked. */
  readonly email: string | null;
  /** True while a call runs: buttons are disabled. */
  readonly submitting: boolean;
  /** An inline error under the password form (password rule or mismatch), or a throttling message. */
  readonly formError: string | null;
  /** The unknown-mode error, when the query's mode is unknown. */
  readonly modeError: string | null;
}

/** Something the page must do outside the dialog: show a toast or leave for another address. */
export type AccountActionEffect =
  | { readonly type: 'toast'; readonly kind: 'success' | 'error'; readonly message: string }
  | { readonly type: 'navigate'; readonly to: string };

/** The account-action handler: starts from the query, drives the domain's dialog machine, closes with a redirect. */
export interface AccountActionUseCase {
  readonly view$: Observable<AccountActionView>;
  readonly effects$: Observable<AccountActionEffect>;
  /** Reads the query and runs the mode's first step, once per location (path and query). */
  start(query: RawQuery, currentPath: string): Observable<void>;
  submitNewPassword(password: string, repeat: string): Observable<void>;
  grantSupportAccess(): Observable<void>;
  declineSupportAccess(): Observable<void>;
  /** Closes the dialog; emits the plan (where to go, what was cleared). */
  close(): Observable<CloseActionPlan>;
}
