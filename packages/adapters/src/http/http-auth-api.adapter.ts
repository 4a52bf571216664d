import type { ApiResult, AuthApi, Clock, PreSignUpInput, SessionTokens } from '@cadence/application';
import * as E from 'fp-ts/lib/Either.js';
import { map, type Observable } from 'rxjs';
import { apiCall, type CallInit, type RawAnswer } from './api-call.js';
import type { ApiClient } from './api-client.js';
import { ActionCodeInfoCodec } from './codecs/action-code-info.codec.js';
import { OkCodec } from './codecs/ok.codec.js';
import { SessionCodec } from './codecs/session.codec.js';
import { toSessionTokens } from './session-tokens.js';

/** The reference server has no captcha provider and accepts any token; the client has none to send. */
const NO_RECAPTCHA_TOKEN = '';

const okCall = (send: (init: CallInit) => Promise<RawAnswer>): Observable<ApiResult<void>> =>
  apiCall(OkCodec, send).pipe(map(E.map((): void => undefined)));

/** AuthApi over the contract's auth and action-code endpoints. */
export class HttpAuthApi implements AuthApi {
  constructor(
    private readonly client: ApiClient,
    private readonly clock: Clock,
  ) {}

  preSignUp(input: PreSignUpInput): Observable<ApiResult<void>> {
    const body = {
      email: input.email,
      account_metadata: { agrees_to_product_updates: input.agreesToProductUpdates },
      recaptcha_token: NO_RECAPTCHA_TOKEN,
      invite_code: input.inviteCode,
    };
    return okCall((init) => this.client.POST('/v1/user/pre-sign-up', { ...init, body }));
  }

  signUp(email: string, password: string): Observable<ApiResult<SessionTokens>> {
    return this.session((init) => this.client.POST('/v1/auth/sign-up', { ...init, body: { email, password } }));
  }

  signIn(email: string, password: string): Observable<ApiResult<SessionTokens>> {
    return this.session((init) => this.client.POST('/v1/auth/sign-in', { ...init, body: { email, password } }));
  }

  refresh(refreshToken: string): Observable<ApiResult<SessionTokens>> {
    const body = { refresh_token: refreshToken };
    return this.session((init) => this.client.POST('/v1/auth/refresh', { ...init, body }));
  }

  signOut(refreshToken: string): Observable<ApiResult<void>> {
    const body = { refresh_token: refreshToken };
    return okCall((init) => this.client.POST('/v1/auth/sign-out', { ...init, body }));
  }

  sendVerificationEmail(email: string, continueUrl: string): Observable<ApiResult<void>> {
    const body = { email, continue_url: continueUrl };
    return okCall((init) => this.client.POST('/v1/user/send-verification-email', { ...init, body }));
  }

  sendPasswordResetEmail(email: string, continueUrl: string): Observable<ApiResult<void>> {
    const body = { email, continue_url: continueUrl };
    return okCall((init) => this.client.POST('/v1/user/send-password-reset-email', { ...init, body }));
  }

  checkActionCode(code: string): Observable<ApiResult<{ readonly email: string }>> {
    const body = { action_code: code };
    return apiCall(ActionCodeInfoCodec, (init) => this.client.POST('/v1/auth/action/check-code', { ...init, body })).pipe(
      map(E.map(({ email }) => ({ email }))),
    );
  }

  confirmPasswordReset(code: string, newPassword: string): Observable<ApiResult<void>> {
    const body = { action_code: code, new_password: newPassword };
    return okCall((init) => this.client.POST('/v1/auth/action/reset-password', { ...init, body }));
  }

  verifyEmail(code: string, continueUrl: string | null, lang: string): Observable<ApiResult<void>> {
    const body = { action_code: code, lang, ...(continueUrl === null ? {} : { continue_url: continueUrl }) };
    return okCall((init) => this.client.POST('/v1/auth/action/verify-email', { ...init, body }));
  }

  optOutOfUpdates(code: string): Observable<ApiResult<void>> {
    const body = { opt_out_updates_key: code };
    return okCall((init) => this.client.POST('/v1/user/opt-out-of-updates', { ...init, body }));
  }

  grantSignInRequest(code: string): Observable<ApiResult<void>> {
    const body = { sign_in_request_verification_code: code };
    return okCall((init) => this.client.POST('/v1/user/grant-sign-in-request', { ...init, body }));
  }

  private session(send: (init: CallInit) => Promise<RawAnswer>): Observable<ApiResult<SessionTokens>> {
    return apiCall(SessionCodec, send).pipe(map(E.map((session) => toSessionTokens(session, this.clock.nowMs()))));
  }
}
