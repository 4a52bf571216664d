import * as E from 'fp-ts/lib/Either.js';
import * as O from 'fp-ts/lib/Option.js';
import {
  actionDialogCopy, newPasswordFormErrorMessage, parseActionQuery, reduceActionDialog, shouldHandleAction,
  SUPPORT_ACCESS_EXIT_PATH, SUPPORT_ACCESS_GRANTED_MESSAGE, validateNewPasswordForm,
  type ActionDialogEvent, type ActionQuery, type RawQuery, type ResetCodeCheckError,
} from '@cadence/domain';
import { failureMessage } from '../shared/port-error.js';
import { toast, type Notice } from '../shared/notifications.port.js';
import type { AuthError } from './auth-api.port.js';
import type { FirstStepOutcome } from './account-action-steps.js';
import type { AccountActionView } from './account-action.types.js';

/** The handler's state: the view, and what it remembers of the link it handles. */
export interface AccountActionState {
  readonly view: AccountActionView;
  /** The query of the handled link, once it decoded. */
  readonly query: ActionQuery | null;
  /** The location (path and query) last handled: the same link is acted on once. */
  readonly handledLocation: string | null;
  /** The password just set by a reset, for the sign-in that follows when the dialog closes. */
  readonly newPassword: string | null;
}

/** What the page asks for. */
export type AccountActionIntent =
  | { readonly type: 'start'; readonly query: RawQuery; readonly location: string }
  | { readonly type: 'submitNewPassword'; readonly password: string; readonly repeatedPassword: string }
  | { readonly type: 'grantSupportAccess' }
  | { readonly type: 'declineSupportAccess' }
  | { readonly type: 'close' };

/** What the ports answered to the handler's commands. */
export type AccountActionAnswer =
  | { readonly type: 'firstStepDone'; readonly outcome: FirstStepOutcome }
  | { readonly type: 'passwordReset'; readonly ok: boolean; readonly password: string }
  | { readonly type: 'supportAccessAnswered'; readonly result: E.Either<AuthError, void> }
  | { readonly type: 'followUpSignInDone' };

export type AccountActionEvent = AccountActionIntent | AccountActionAnswer;

/** What the handler must do: keep the link's codes, call a port, show a notice, or leave through the redirect rule. */
export type AccountActionCommand =
  | { readonly type: 'remember'; readonly query: ActionQuery }
  | { readonly type: 'runFirstStep'; readonly query: ActionQuery }
  | { readonly type: 'confirmPasswordReset'; readonly code: string; readonly password: string }
  | { readonly type: 'grantSupportAccess'; readonly code: string }
  | { readonly type: 'signIn'; readonly email: string; readonly password: string }
  | { readonly type: 'leave'; readonly continueUrl: string | null }
  | { readonly type: 'notify'; readonly notice: Notice };

/** A state and the commands that lead on from it. */
export interface AccountActionStep {
  readonly state: AccountActionState;
  readonly commands: readonly AccountActionCommand[];
}

const NO_VIEW: AccountActionView = { dialog: 'none', copy: null, email: null, submitting: false, formError: null, modeError: null };

export const INITIAL_ACCOUNT_ACTION: AccountActionState = { view: NO_VIEW, query: null, handledLocation: null, newPassword: null };

const stay = (state: AccountActionState, commands: readonly AccountActionCommand[] = []): AccountActionStep => ({ state, commands });
const patch = (state: AccountActionState, view: Partial<AccountActionView>): AccountActionState => ({
  ...state,
  view: { ...state.view, ...view },
});
const notify = (notice: Notice): AccountActionCommand => ({ type: 'notify', notice });

/** The view after the domain's dialog machine took an event; the words follow why the step failed, if it did. */
const dialogAfter = (
  view: AccountActionView,
  event: ActionDialogEvent,
  failure: ResetCodeCheckError | null = null,
): Partial<AccountActionView> => {
  const dialog = reduceActionDialog(view.dialog, event);
  if (dialog === view.dialog) return {};
  return { dialog, copy: dialog === 'none' ? null : actionDialogCopy(dialog, failure) };
};

/** The link's action code, when the handled query has one. */
const actionCode = (state: AccountActionState): string | null => (state.query === null ? null : O.toNullable(state.query.actionCode));

const start = (state: AccountActionState, raw: RawQuery, location: string): AccountActionStep => {
  if (!shouldHandleAction(location, state.handledLocation)) return stay(state);
  const handled = { ...state, handledLocation: location };
  return E.match(
    (error: { readonly message: string }) => stay(patch(handled, { modeError: error.message })),
    (query: ActionQuery) =>
      stay(patch({ ...handled, query }, { submitting: true }), [{ type: 'remember', query }, { type: 'runFirstStep', query }]),
  )(parseActionQuery(raw));
};

/** The first step's outcome opens its dialog, whose words say how it went: one message, never a toast beside it. */
const firstStepDone = (state: AccountActionState, outcome: FirstStepOutcome): AccountActionStep => {
  const view = { ...state.view, submitting: false, email: outcome.email ?? state.view.email };
  return stay({ ...state, view: outcome.event === null ? view : { ...view, ...dialogAfter(view, outcome.event, outcome.failure) } });
};

const submitNewPassword = (state: AccountActionState, password: string, repeatedPassword: string): AccountActionStep => {
  const checked = validateNewPasswordForm({ password, repeatedPassword });
  if (E.isLeft(checked)) return stay(patch(state, { formError: newPasswordFormErrorMessage(checked.left) }));
  const code = actionCode(state);
  if (code === null) return stay(state);
  return stay(patch(state, { formError: null, submitting: true }), [{ type: 'confirmPasswordReset', code, password }]);
};

const grantSupportAccess = (state: AccountActionState): AccountActionStep => {
  const code = actionCode(state);
  return code === null ? stay(state) : stay(patch(state, { submitting: true }), [{ type: 'grantSupportAccess', code }]);
};

const supportAccessAnswered = (state: AccountActionState, result: E.Either<AuthError, void>): AccountActionStep =>
  stay(
    patch(state, { submitting: false, ...dialogAfter(state.view, { type: 'close' }) }),
    E.isLeft(result)
      ? [notify(toast('error', failureMessage(result.left)))]
      : [notify(toast('success', SUPPORT_ACCESS_GRANTED_MESSAGE)), notify({ type: 'navigate', to: SUPPORT_ACCESS_EXIT_PATH })],
  );

/** Closing: the dialog and the kept password go, and the handler leaves for continueUrl through the redirect rule. */
const closed = (state: AccountActionState): AccountActionStep =>
  stay(
    { ...patch(state, { submitting: false, formError: null, ...dialogAfter(state.view, { type: 'close' }) }), newPassword: null },
    [{ type: 'leave', continueUrl: state.query === null ? null : O.toNullable(state.query.continueUrl) }],
  );

/** Closing "Password has been changed" first signs in with the new password (whatever that answers). */
const close = (state: AccountActionState): AccountActionStep => {
  const { email, dialog } = state.view;
  if (dialog !== 'changePasswordSucceeded' || email === null || state.newPassword === null) return closed(state);
  return stay(patch(state, { submitting: true }), [{ type: 'signIn', email, password: state.newPassword }]);
};

/** The account-action handler's reducer: intents and port answers in, the next state and its commands out. */
export const reduceAccountAction = (state: AccountActionState, event: AccountActionEvent): AccountActionStep => {
  switch (event.type) {
    case 'start':
      return start(state, event.query, event.location);
    case 'firstStepDone':
      return firstStepDone(state, event.outcome);
    case 'submitNewPassword':
      return submitNewPassword(state, event.password, event.repeatedPassword);
    case 'passwordReset':
      return stay({
        ...patch(state, {
          submitting: false,
          ...dialogAfter(state.view, { type: 'passwordSubmitted', ok: event.ok }, event.ok ? null : 'unknownError'),
        }),
        newPassword: event.ok ? event.password : state.newPassword,
      });
    case 'grantSupportAccess':
      return grantSupportAccess(state);
    case 'supportAccessAnswered':
      return supportAccessAnswered(state, event.result);
    case 'declineSupportAccess':
      return stay(patch(state, dialogAfter(state.view, { type: 'close' })), [notify({ type: 'navigate', to: SUPPORT_ACCESS_EXIT_PATH })]);
    case 'close':
      return close(state);
    case 'followUpSignInDone':
      return closed(state);
  }
};
