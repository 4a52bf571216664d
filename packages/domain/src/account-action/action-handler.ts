import type { ActionMode } from './action-query.js';

/**
 * True when the account-action handler should act: only when the current location (path and query) differs from
 * the one it last handled, so a re-render never repeats a single-use call while a new link is handled. The spec's
 * "acts only when the current path differs from it" is read this way because the e-mail links land on /app/action
 * itself (docs/domain-decisions.md).
 */
export const shouldHandleAction = (currentLocation: string, lastHandledLocation: string | null): boolean =>
  currentLocation !== lastHandledLocation;

/** The first thing the handler does for a mode. */
export type ActionStep = 'optOutOfUpdates' | 'checkResetCode' | 'nothing' | 'verifyEmail' | 'askSupportAccess';

const FIRST_STEP: Readonly<Record<ActionMode, ActionStep>> = {
  optOutOfUpdates: 'optOutOfUpdates',
  resetPassword: 'checkResetCode',
  recoverEmail: 'nothing',
  verifyEmail: 'verifyEmail',
  verifySignInRequest: 'askSupportAccess',
};

/**
 * The handler's first step for a mode: opt out with the code, check the reset code, nothing for recoverEmail,
 * verify the e-mail, or ask the user to grant support access (a sign-in request).
 */
export const firstActionStep = (mode: ActionMode): ActionStep => FIRST_STEP[mode];
