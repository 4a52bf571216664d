export {
  ACTION_MODES,
  DEFAULT_ACTION_LANG,
  parseActionQuery,
  type ActionMode,
  type ActionQuery,
  type RawQuery,
  type UnknownActionModeError,
} from './action-query.js';
export { shouldHandleAction, firstActionStep, type ActionStep } from './action-handler.js';
export {
  ACTION_DIALOG_STATES,
  reduceActionDialog,
  type ActionDialogState,
  type ActionDialogEvent,
} from './action-dialog.js';
export { SUPPORT_ACCESS_EXIT_PATH } from './action-dialog-copy.js';
export { closeActionDialog, type CloseActionInput, type CloseActionPlan } from './close-redirect.js';
export {
  classifyResetCodeFailure,
  type ResetCodeCheckError,
  type ResetCodeFailureReason,
  type ActionCodeFailure,
} from './action-code-errors.js';
export {
  sensitiveActionVerificationOutcome,
  type SensitiveActionVerificationOutcome,
} from './sensitive-action-verification.js';
