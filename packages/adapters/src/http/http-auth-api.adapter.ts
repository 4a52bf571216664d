import {
  EmailTaken, InvalidActionCode, InvalidCredentials, RateLimited, SessionExpired, WeakPassword,
  type AuthApi, type AuthError, type AuthResult, type Clock, type PreSignUpInput, type SessionTokens,
} from '@cadence/application';
import * as E from 'fp-ts/lib/Either.js';
import { map, type Observable } from 'rxjs';
import { apiCall, type CallInit, type RawAnswer } from './api-call.js';
import type { ApiClient } from './api-client.js';
import { errorTable, withErrors } from './error-table.js';
import { ActionCodeInfoCodec } from './codecs/action-code-info.codec.js';
import { OkCodec } from './codecs/ok.codec.js';
import { SessionCodec } from './codecs/session.codec.js';
import { toSessionTokens } from './session-tokens.js';

/** The reference server has no captcha provider and accepts any token; the client has none to send. */
const NO_RECAPTCHA_TOKEN = '';

/**
 * The auth endpoints' failures in the port's words. A throttled call is RateLimited whatever its code; the
 * server's own 401s (a wrong password, a used refresh token) say more than a missing session.
 */
export const AUTH_ERRORS = errorTable<AuthError>([
  { code: 'invalid_credentials', to: InvalidCredentials },
  { code: 'invalid_refresh_token', to: SessionExpired },
  { code: 'email_taken', to: EmailTaken },
  { code: 'weak_password', to: WeakPassword },
  { code: 'invalid_action_code', to: InvalidActionCode },
  { code: 'too_many_attempts', to: RateLimited },
  { status: 429, to: RateLimited },
  { status: 401, to: SessionExpired },
]);

const okCall = (send: (init: CallInit) => Promise<RawAnswer>): Observable<AuthResult<void>> =>
  apiCall(OkCodec, send).pipe(map(E.map((): void => undefined)), withErrors(AUTH_ERRORS));

/** AuthApi over the contract's auth and action-code endpoints. */
export class HttpAuthApi implements AuthApi {
  constructor(
    private readonly client: ApiClient,
    private readonly clock: Clock,
  ) {}

  preSignUp(input: PreSignUpInput): Observable<AuthResult<void>> {
    const body = {
      email: input.email,
      account_metadata: { agrees_to_product_updates: input.agreesToProductUpdates },
      recaptcha_token: NO_RECAPTCHA_TOKEN,
      invite_code: input.inviteCode,
    };
    return okCall((init) => this.client.POST('/v1/user/pre-sign-up', { ...init, body }));
  }

  signUp(email: string, password: string): Observable<AuthResult<SessionTokens>> {
    return this.session((init) => this.client.POST('/v1/auth/sign-up', { ...init, body: { email, password } }));
  }

  signIn(email: string, password: string): Observable<AuthResult<SessionTokens>> {
    return this.session((init) => this.client.POST('/v1/auth/sign-in', { ...init, body: { email, password } }));
  }

  refresh(refreshToken: string): Observable<AuthResult<SessionTokens>> {
    const body = { refresh_token: refreshToken };
    return this.session((init) => this.client.POST('/v1/auth/refresh', { ...init, body }));
  }

  signOut(refreshToken: string): Observable<AuthResult<void>> {
    const body = { refresh_token: refreshToken };
    return okCall((init) => this.client.POST('/v1/auth/sign-out', { ...init, body }));
  }

  sendVerificationEmail(email: string, continueUrl: string): Observable<AuthResult<void>> {
    const body = { email, continue_url: continueUrl };
    return okCall((init) => this.client.POST('/v1/user/send-verification-email', { ...init, body }));
  }

  sendPasswordResetEmail(email: string, continueUrl: string): Observable<AuthResult<void>> {
    const body = { email, continue_url: continueUrl };
    return okCall((init) => this.client.POST('/v1/user/send-password-reset-email', { ...init, body }));
  }

  checkActionCode(code: string): Observable<AuthResult<{ readonly email: string }>> {
    const body = { action_code: code };
    return apiCall(ActionCodeInfoCodec, (init) => this.client.POST('/v1/auth/action/check-code', { ...init, body })).pipe(
      map(E.map(({ email }) => ({ email }))),
      withErrors(AUTH_ERRORS),
    );
  }

  confirmPasswordReset(code: string, newPassword: string): Observable<AuthResult<void>> {
    const body = { action_code: code, new_password: newPassword };
    return okCall((init) => this.client.POST('/v1/auth/action/reset-password', { ...init, body }));
  }

  verifyEmail(code: string, continueUrl: string | null, lang: string): Observable<AuthResult<void>> {
    const body = { action_code: code, lang, ...(continueUrl === null ? {} : { continue_url: continueUrl }) };
    return okCall((init) => this.client.POST('/v1/auth/action/verify-email', { ...init, body }));
  }

  optOutOfUpdates(code: string): Observable<AuthResult<void>> {
    const body = { opt_out_updates_key: code };
    return okCall((init) => this.client.POST('/v1/user/opt-out-of-updates', { ...init, body }));
  }

  grantSignInRequest(code: string): Observable<AuthResult<void>> {
    const body = { sign_in_request_verification_code: code };
    return okCall((init) => this.client.POST('/v1/user/grant-sign-in-request', { ...init, body }));
  }

  private session(send: (init: CallInit) => Promise<RawAnswer>): Observable<AuthResult<SessionTokens>> {
    return apiCall(SessionCodec, send).pipe(
      map(E.map((session) => toSessionTokens(session, this.clock.nowMs()))),
      withErrors(AUTH_ERRORS),
    );
  }
}
