/** The toast after a sensitive-action e-mail verification succeeds. */
export const EMAIL_ACCESS_VERIFIED_MESSAGE = 'Email access verified. Please try the action again.';

/** The toast after the user grants support access. */
export const SUPPORT_ACCESS_GRANTED_MESSAGE = 'Thank you for granting us access to your account!';

/** The fallback when sending the verification e-mail fails without a server message (the spec's spelling kept). */
export const VERIFICATION_EMAIL_FAILED_MESSAGE = 'An error occured while sending the verification email.';

/** The fallback when requesting a password-reset e-mail fails without a server message. */
export const PASSWORD_RESET_REQUEST_FAILED_MESSAGE = 'An error occurred while requesting the password change.';

/** The toast after an e-mail address change succeeds. */
export const EMAIL_UPDATED_MESSAGE = 'Email updated! Please refresh this page to reauthenticate.';

/** The generic error toast for server errors and non-HTTP failures. */
export const SOMETHING_WENT_WRONG_MESSAGE = 'Something went wrong, please try again later.';

/** The toast after an e-mail address change fails: "Unable to update email, {reason}". */
export const emailUpdateFailedMessage = (reason: string): string => `Unable to update email, ${reason}`;

/** The server's message when it sent a non-blank one, else the fallback. */
export const serverMessageOr = (serverMessage: string | null, fallback: string): string =>
  serverMessage !== null && serverMessage.trim() !== '' ? serverMessage : fallback;

/** A failure as the HTTP error toast sees it: an HTTP error with status and server message, or anything else. */
export type ToastableError =
  | { readonly _tag: 'HttpError'; readonly status: number; readonly message: string | null }
  | { readonly _tag: 'OtherError' };

/**
 * The HTTP error toast: the server message for an HTTP error with status below 500, otherwise the given
 * fallback or "Something went wrong, please try again later.".
 */
export const httpErrorToastMessage = (error: ToastableError, fallback?: string): string => {
  const generic = fallback ?? SOMETHING_WENT_WRONG_MESSAGE;
  return error._tag === 'HttpError' && error.status < 500 ? serverMessageOr(error.message, generic) : generic;
};
