import * as O from 'fp-ts/lib/Option.js';

/** How checking a password-reset code can fail. */
export type ResetCodeCheckError = 'invalidActionCode' | 'tooManyAttempts' | 'unknownError';

/** The status of a failed password reset, e-mail verification or other action-code step. */
export type ActionCodeFailure = 'unknownError';

/** The message shown when reset-code checks are throttled. */
export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many attempts, please try again in a few minutes.';

/** The reason of an auth-provider failure as the adapter reports it. */
export type ResetCodeFailureReason = 'invalid-action-code' | 'too-many-requests' | 'other';

/** Classifies a failed reset-code check: an invalid code, throttling, or anything else as unknownError. */
export const classifyResetCodeFailure = (reason: ResetCodeFailureReason): ResetCodeCheckError =>
  reason === 'invalid-action-code' ? 'invalidActionCode' : reason === 'too-many-requests' ? 'tooManyAttempts' : 'unknownError';

/** The failed dialog's own message for a failed check, in place of its text about the link: only throttling has one. */
export const resetCodeCheckMessage = (error: ResetCodeCheckError): O.Option<string> =>
  error === 'tooManyAttempts' ? O.some(TOO_MANY_ATTEMPTS_MESSAGE) : O.none;
