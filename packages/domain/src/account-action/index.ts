export {
  ACTION_MODES,
  DEFAULT_ACTION_LANG,
  UNKNOWN_ACTION_MODE_MESSAGE,
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
export { ACTION_DIALOG_COPY, SUPPORT_ACCESS_EXIT_PATH, type ActionDialogCopy } from './action-dialog-copy.js';
export { closeActionDialog, type CloseActionInput, type CloseActionPlan } from './close-redirect.js';
export {
  TOO_MANY_ATTEMPTS_MESSAGE,
  classifyResetCodeFailure,
  resetCodeCheckMessage,
  type ResetCodeCheckError,
  type ResetCodeFailureReason,
  type ActionCodeFailure,
} from './action-code-errors.js';
export {
  EMAIL_ACCESS_VERIFIED_MESSAGE,
  SUPPORT_ACCESS_GRANTED_MESSAGE,
  VERIFICATION_EMAIL_FAILED_MESSAGE,
  PASSWORD_RESET_REQUEST_FAILED_MESSAGE,
  EMAIL_UPDATED_MESSAGE,
  SOMETHING_WENT_WRONG_MESSAGE,
  emailUpdateFailedMessage,
  serverMessageOr,
  httpErrorToastMessage,
  type ToastableError,
} from './account-messages.js';
export {
  sensitiveActionVerificationOutcome,
  type SensitiveActionVerificationOutcome,
} from './sensitive-action-verification.js';
