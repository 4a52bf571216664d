import type { Observable } from 'rxjs';
import type * as E from 'fp-ts/lib/Either.js';
import type { AuthError } from './auth-api.port.js';

/**
 * Asks for a password-reset e-mail. Answers the address the link was sent to (trimmed), or the failure, whose toast
 * (the server's reason or the spec's fallback) the use-case has already raised through Notifications.
 */
export interface ForgotPasswordUseCase {
  request(email: string, continueUrl: string): Observable<E.Either<AuthError, string>>;
}
