import { BROWSER_STORAGE_KEYS, type BrowserStorageKey } from '../consent/index.js';
import { EMAIL_ACCESS_VERIFIED_MESSAGE, httpErrorToastMessage, type ToastableError } from './account-messages.js';

/** The toast and the storage clean-up after a sensitive-action e-mail verification. */
export interface SensitiveActionVerificationOutcome {
  readonly toast: { readonly kind: 'success' | 'error'; readonly message: string };
  readonly storageKeysToClear: readonly BrowserStorageKey[];
}

/**
 * Success (no failure: null) toasts "Email access verified…", a failure shows the HTTP error toast; the stored code
 * is cleared either way.
 */
export const sensitiveActionVerificationOutcome = (failure: ToastableError | null): SensitiveActionVerificationOutcome => ({
  toast:
    failure === null
      ? { kind: 'success', message: EMAIL_ACCESS_VERIFIED_MESSAGE }
      : { kind: 'error', message: httpErrorToastMessage(failure) },
  storageKeysToClear: [BROWSER_STORAGE_KEYS.sensitiveActionVerificationCode],
});
