import type { Observable } from 'rxjs';
import type * as E from 'fp-ts/lib/Either.js';

/** Asks for a password-reset e-mail; the error is the message to show (server message or the spec's fallback). */
export interface ForgotPasswordUseCase {
  request(email: string, continueUrl: string): Observable<E.Either<string, void>>;
}
