import { map, tap } from 'rxjs';
import * as E from 'fp-ts/lib/Either.js';
import { PASSWORD_RESET_REQUEST_FAILED_MESSAGE } from '@cadence/domain';
import { failureMessage } from '../shared/port-error.js';
import { toast, type Notifications } from '../shared/notifications.port.js';
import type { AuthApi } from './auth-api.port.js';
import type { ForgotPasswordUseCase } from './forgot-password.types.js';

/** The ports the password-reset request needs. */
export interface ForgotPasswordDeps {
  readonly auth: AuthApi;
  readonly notifications: Notifications;
}

/** Forgot password: asks for the reset e-mail; a failure toasts the server's reason or the spec's fallback. */
export const createForgotPasswordUseCase = (deps: ForgotPasswordDeps): ForgotPasswordUseCase => ({
  request: (email, continueUrl) => {
    const address = email.trim();
    return deps.auth.sendPasswordResetEmail(address, continueUrl).pipe(
      tap((result) => {
        if (E.isLeft(result)) deps.notifications.notify(toast('error', failureMessage(result.left, PASSWORD_RESET_REQUEST_FAILED_MESSAGE)));
      }),
      map(E.map(() => address)),
    );
  },
});
