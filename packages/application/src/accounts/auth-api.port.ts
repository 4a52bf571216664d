import type { Observable } from 'rxjs';
import type { ApiResult } from '../shared/http-error.js';
import type { SessionTokens } from './session-tokens.js';

/** What sign-up sends before the account exists. */
export interface PreSignUpInput {
  readonly email: string;
  readonly agreesToProductUpdates: boolean;
  readonly inviteCode: string | null;
}

/** The auth calls of the API: sessions and action codes. Each observable emits once and completes. */
export interface AuthApi {
  preSignUp(input: PreSignUpInput): Observable<ApiResult<void>>;
  signUp(email: string, password: string): Observable<ApiResult<SessionTokens>>;
  signIn(email: string, password: string): Observable<ApiResult<SessionTokens>>;
  refresh(refreshToken: string): Observable<ApiResult<SessionTokens>>;
  signOut(refreshToken: string): Observable<ApiResult<void>>;
  sendVerificationEmail(email: string, continueUrl: string): Observable<ApiResult<void>>;
  sendPasswordResetEmail(email: string, continueUrl: string): Observable<ApiResult<void>>;
  /** Checks a password-reset code; answers the e-mail it was sent to. */
  checkActionCode(code: string): Observable<ApiResult<{ readonly email: string }>>;
  confirmPasswordReset(code: string, newPassword: string): Observable<ApiResult<void>>;
  verifyEmail(code: string, continueUrl: string | null, lang: string): Observable<ApiResult<void>>;
  optOutOfUpdates(code: string): Observable<ApiResult<void>>;
  grantSignInRequest(code: string): Observable<ApiResult<void>>;
}

/** The token for binding AuthApi in a container. */
export const AuthApi = Symbol.for('cadence.AuthApi');
