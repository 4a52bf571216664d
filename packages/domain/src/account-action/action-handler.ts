import { APP_ROUTES } from '../redirects/index.js';
import type { ActionMode } from './action-query.js';

const pathOnly = (path: string): string => {
  const end = path.search(/[?#]/);
  const bare = end >= 0 ? path.slice(0, end) : path;
  return bare.length > 1 && bare.endsWith('/') ? bare.slice(0, -1) : bare;
};

/**
 * True when the account-action handler should act: as the spec states, only when the current path
 * (query, fragment and a trailing slash ignored) differs from /app/action.
 */
export const shouldHandleAction = (currentPath: string): boolean => pathOnly(currentPath) !== APP_ROUTES.action;

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
