import * as E from 'fp-ts/lib/Either.js';
import { Rejected, SessionExpired, Unavailable } from '@cadence/application';
import { UnsecuredJWT } from 'jose';
import { firstValueFrom, toArray } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { fakeFetch, type CannedAnswer } from '../testing/fake-fetch.js';
import { createApiClient } from './api-client.js';
import { httpErrorFromBody, INVALID_RESPONSE_MESSAGE, invalidResponse, networkError } from './http-error.js';
import { AUTH_ERRORS, HttpAuthApi } from './http-auth-api.adapter.js';

const NOW_MS = 1_767_225_600_000;
const accessToken = (claims: Record<string, unknown>): string => new UnsecuredJWT(claims).encode();

const session = (overrides: Record<string, unknown> = {}) => ({
  access_token: accessToken({ sub: 'u_1', workspace_id: 'ws_1' }),
  refresh_token: 'r_1',
  token_type: 'bearer',
  expires_in: 900,
  user_id: 'u_1',
  workspace_id: 'ws_1',
  email: 'ada@example.com',
  email_verified: true,
  ...overrides,
});

const setup = (...answers: readonly (CannedAnswer | Error)[]) => {
  const server = fakeFetch(...answers);
  const client = createApiClient({ baseUrl: 'http://api.test', accessToken: () => null, fetch: server.fetch });
  return { server, api: new HttpAuthApi(client, { nowMs: () => NOW_MS }) };
};

describe('HttpAuthApi sessions', () => {
  it('maps a session answer to tokens: expiry from the clock, workspace id from the access token', async () => {
    const body = session();
    const { server, api } = setup({ status: 200, body });
    const result = await firstValueFrom(api.signIn('ada@example.com', 'secret-pass'));
    expect(result).toEqual(
      E.right({
        accessToken: body.access_token,
        refreshToken: 'r_1',
        expiresAtMs: NOW_MS + 900_000,
        userId: 'u_1',
        email: 'ada@example.com',
        emailVerified: true,
        workspaceIdClaim: 'ws_1',
      }),
    );
    expect(server.requests[0]?.url).toBe('http://api.test/v1/auth/sign-in');
    expect(await server.jsonBody(0)).toEqual({ email: 'ada@example.com', password: 'secret-pass' });
  });

  it.each([
    ['absent', accessToken({ sub: 'u_1' })],
    ['not a string', accessToken({ sub: 'u_1', workspace_id: 42 })],
    ['in a token that is not a JWT', 'not-a-jwt'],
  ])('answers a null workspace claim when it is %s', async (_, token) => {
    const { api } = setup({ status: 201, body: session({ access_token: token }) });
    const result = await firstValueFrom(api.signUp('ada@example.com', 'secret-pass'));
    expect(E.isRight(result) && result.right.workspaceIdClaim).toBeNull();
  });

  it('turns a 200 with the wrong shape into Unavailable with the unreadable-answer message', async () => {
    const { api } = setup({ status: 200, body: session({ expires_in: '900' }) });
    expect(await firstValueFrom(api.refresh('r_1'))).toEqual(E.left(Unavailable(INVALID_RESPONSE_MESSAGE)));
  });

  it('turns a 200 that is not JSON into Unavailable with the unreadable-answer message', async () => {
    const { api } = setup({ status: 200, body: '{"access_token": ' });
    expect(await firstValueFrom(api.signIn('a@b.co', 'x'))).toEqual(E.left(Unavailable(INVALID_RESPONSE_MESSAGE)));
  });

  it("maps an error answer through the table, keeping the server's message", async () => {
    const detail = { status: 'invalid_refresh_token', message: 'Please sign in again.' };
    const { api } = setup({ status: 401, body: { detail } });
    expect(await firstValueFrom(api.refresh('used'))).toEqual(E.left(SessionExpired('Please sign in again.')));
  });

  it('emits one Unavailable and completes when the request fails, never erroring', async () => {
    const { api } = setup(new TypeError('fetch failed'));
    const emitted = await firstValueFrom(api.signIn('a@b.co', 'x').pipe(toArray()));
    expect(emitted).toEqual([E.left(Unavailable())]);
  });

  it('is cold: nothing is sent before subscription, and each subscription sends again', async () => {
    const { server, api } = setup({ status: 200, body: session() }, { status: 200, body: session() });
    const signIn$ = api.signIn('a@b.co', 'x');
    expect(server.requests).toHaveLength(0);
    await firstValueFrom(signIn$);
    await firstValueFrom(signIn$);
    expect(server.requests).toHaveLength(2);
  });
});

describe('HttpAuthApi action codes and e-mails', () => {
  it('sends the pre-sign-up metadata with the invite code', async () => {
    const { server, api } = setup({ status: 200, body: { status: 'ok' } });
    const input = { email: 'ada@example.com', agreesToProductUpdates: true, inviteCode: 'inv_1' };
    expect(await firstValueFrom(api.preSignUp(input))).toEqual(E.right(undefined));
    expect(await server.jsonBody(0)).toEqual({
      email: 'ada@example.com',
      account_metadata: { agrees_to_product_updates: true },
      recaptcha_token: '',
      invite_code: 'inv_1',
    });
  });

  it('leaves continue_url out of verify-email when there is none', async () => {
    const { server, api } = setup({ status: 200, body: { status: 'ok' } });
    await firstValueFrom(api.verifyEmail('code_1', null, 'en'));
    expect(await server.jsonBody(0)).toEqual({ action_code: 'code_1', lang: 'en' });
  });

  it('answers the e-mail of a checked reset code', async () => {
    const { api } = setup({ status: 200, body: { email: 'ada@example.com', mode: 'resetPassword' } });
    expect(await firstValueFrom(api.checkActionCode('code_1'))).toEqual(E.right({ email: 'ada@example.com' }));
  });

  it('does not trust an Ok endpoint that answers something else, or nothing', async () => {
    const { api } = setup({ status: 200, body: { status: 'maybe' } }, { status: 200 });
    expect(await firstValueFrom(api.signOut('r_1'))).toEqual(E.left(Unavailable(INVALID_RESPONSE_MESSAGE)));
    expect(await firstValueFrom(api.optOutOfUpdates('k'))).toEqual(E.left(Unavailable(INVALID_RESPONSE_MESSAGE)));
  });

  it('reads FastAPI validation errors', async () => {
    const { api } = setup({ status: 422, body: { detail: [{ loc: ['body', 'email'], msg: 'value is not a valid email' }] } });
    expect(await firstValueFrom(api.sendPasswordResetEmail('nope', '/sign-in'))).toEqual(E.left(Rejected('value is not a valid email')));
  });
});

describe('AUTH_ERRORS', () => {
  const failure = (status: number, code: string, message = 'Reason.') => httpErrorFromBody(status, 'Reason', { detail: { status: code, message } });

  it.each([
    [401, 'invalid_credentials', 'InvalidCredentials'],
    [401, 'invalid_refresh_token', 'SessionExpired'],
    [401, 'unauthorized', 'SessionExpired'],
    [409, 'email_taken', 'EmailTaken'],
    [400, 'weak_password', 'WeakPassword'],
    [400, 'invalid_action_code', 'InvalidActionCode'],
    [429, 'too_many_attempts', 'RateLimited'],
    [429, 'slow_down', 'RateLimited'],
    [403, 'staff_only', 'Rejected'],
    [404, 'user_not_found', 'Rejected'],
    [422, 'invalid_request', 'Rejected'],
  ])('answers %i %s as %s with the server message', (status, code, tag) => {
    expect(AUTH_ERRORS(failure(status, code))).toEqual({ _tag: tag, message: 'Reason.' });
  });

  it('answers a server failure, a network failure and an unreadable answer as Unavailable', () => {
    expect(AUTH_ERRORS(failure(500, 'internal_error'))).toEqual(Unavailable());
    expect(AUTH_ERRORS(networkError())).toEqual(Unavailable());
    expect(AUTH_ERRORS(invalidResponse(200))).toEqual(Unavailable(INVALID_RESPONSE_MESSAGE));
  });
});
