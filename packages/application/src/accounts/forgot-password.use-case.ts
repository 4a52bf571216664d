import { map } from 'rxjs';
import * as E from 'fp-ts/lib/Either.js';
import { PASSWORD_RESET_REQUEST_FAILED_MESSAGE } from '@cadence/domain';
import type { AuthApi } from './auth-api.port.js';
import type { ForgotPasswordUseCase } from './forgot-password.types.js';
import { toastMessageFor } from '../shared/http-error-toast.js';

/** Forgot password: asks for the reset e-mail; a failure reads the server's message or the spec's fallback. */
export const createForgotPasswordUseCase = (deps: { readonly auth: AuthApi }): ForgotPasswordUseCase => ({
  request: (email, continueUrl) =>
    deps.auth
      .sendPasswordResetEmail(email.trim(), continueUrl)
      .pipe(map(E.mapLeft((error) => toastMessageFor(error, PASSWORD_RESET_REQUEST_FAILED_MESSAGE)))),
});
