import * as E from 'fp-ts/lib/Either.js';
import { BROWSER_STORAGE_KEYS, type BrowserStorageKey } from '../consent/index.js';
import { EMAIL_ACCESS_VERIFIED_MESSAGE, httpErrorToastMessage, type ToastableError } from './account-messages.js';

/** The toast and the storage clean-up after a sensitive-action e-mail verification. */
export interface SensitiveActionVerificationOutcome {
  readonly toast: { readonly kind: 'success' | 'error'; readonly message: string };
  readonly storageKeysToClear: readonly BrowserStorageKey[];
}

/** Success toasts "Email access verified…", failure shows the HTTP error toast; the stored code is cleared either way. */
export const sensitiveActionVerificationOutcome = (
  result: E.Either<ToastableError, unknown>,
): SensitiveActionVerificationOutcome => ({
  toast: E.isRight(result)
    ? { kind: 'success', message: EMAIL_ACCESS_VERIFIED_MESSAGE }
    : { kind: 'error', message: httpErrorToastMessage(result.left) },
  storageKeysToClear: [BROWSER_STORAGE_KEYS.sensitiveActionVerificationCode],
});
