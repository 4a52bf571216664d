import type { Observable } from 'rxjs';
import type * as E from 'fp-ts/lib/Either.js';
import { portError, type CommonError, type PortError, type RateLimited, type SessionExpired } from '../shared/port-error.js';
import type { SessionTokens } from './session-tokens.js';

/** Sign-in: the e-mail and password do not match an account. */
export type InvalidCredentials = PortError<'InvalidCredentials'>;
export const InvalidCredentials = portError('InvalidCredentials');

/** Sign-up: an account already uses this e-mail address. */
export type EmailTaken = PortError<'EmailTaken'>;
export const EmailTaken = portError('EmailTaken');

/** Sign-up or password reset: the password does not meet the security requirements (message says which). */
export type WeakPassword = PortError<'WeakPassword'>;
export const WeakPassword = portError('WeakPassword');

/** An e-mailed action code that is malformed, expired, already used or not meant for this account. */
export type InvalidActionCode = PortError<'InvalidActionCode'>;
export const InvalidActionCode = portError('InvalidActionCode');

/**
 * Why an auth call failed:
 * - InvalidCredentials: sign-in with a wrong e-mail or password;
 * - EmailTaken: sign-up with an address an account already uses;
 * - WeakPassword: sign-up or reset with a password the server's rule refuses;
 * - InvalidActionCode: a reset, verification, opt-out or support-access code that cannot be used;
 * - SessionExpired: a refresh token that is no longer valid, or a call that needs a session without one;
 * - RateLimited: too many attempts or e-mails for now (reset-code checks are throttled);
 * - Rejected / Unavailable: any other refusal (with the server's reason), or the service could not answer.
 */
export type AuthError = InvalidCredentials | EmailTaken | WeakPassword | InvalidActionCode | SessionExpired | RateLimited | CommonError;

/** What an auth call answers: the value, or why it failed. */
export type AuthResult<T> = E.Either<AuthError, T>;

/** What sign-up sends before the account exists. */
export interface PreSignUpInput {
  readonly email: string;
  readonly agreesToProductUpdates: boolean;
  readonly inviteCode: string | null;
}

/** The auth calls of the API: sessions and action codes. Each observable emits once and completes. */
export interface AuthApi {
  preSignUp(input: PreSignUpInput): Observable<AuthResult<void>>;
  signUp(email: string, password: string): Observable<AuthResult<SessionTokens>>;
  signIn(email: string, password: string): Observable<AuthResult<SessionTokens>>;
  refresh(refreshToken: string): Observable<AuthResult<SessionTokens>>;
  signOut(refreshToken: string): Observable<AuthResult<void>>;
  sendVerificationEmail(email: string, continueUrl: string): Observable<AuthResult<void>>;
  sendPasswordResetEmail(email: string, continueUrl: string): Observable<AuthResult<void>>;
  /** Checks a password-reset code; answers the e-mail it was sent to. */
  checkActionCode(code: string): Observable<AuthResult<{ readonly email: string }>>;
  confirmPasswordReset(code: string, newPassword: string): Observable<AuthResult<void>>;
  verifyEmail(code: string, continueUrl: string | null, lang: string): Observable<AuthResult<void>>;
  optOutOfUpdates(code: string): Observable<AuthResult<void>>;
  grantSignInRequest(code: string): Observable<AuthResult<void>>;
}
