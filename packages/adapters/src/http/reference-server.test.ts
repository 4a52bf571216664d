// Integration: drives the HTTP adapters against the real reference server, started as a child process (the
// dependency rule forbids importing packages/server; spawning it is fine).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from './api-client.js';
import { right, left } from './api-results.test-support.js';
import { HttpAccountApi } from './http-account-api.adapter.js';
import { HttpAuthApi } from './http-auth-api.adapter.js';
import { freePort, startReferenceServer, STARTUP_TIMEOUT_MS, type ReferenceServer } from './reference-server-process.test-support.js';

const APP_ORIGIN = 'http://localhost:5173';

let server: ReferenceServer | undefined;
let baseUrl = '';
let token: string | null = null;
let client: ApiClient;
let auth: HttpAuthApi;
let account: HttpAccountApi;

beforeAll(async () => {
  server = await startReferenceServer(APP_ORIGIN);
  baseUrl = server.baseUrl;
  client = createApiClient({ baseUrl, accessToken: () => token });
  auth = new HttpAuthApi(client, { nowMs: () => Date.now() });
  account = new HttpAccountApi(client);
}, STARTUP_TIMEOUT_MS + 5_000);

afterAll(async () => {
  await server?.stop();
});

const verificationCode = async (email: string): Promise<string> => {
  const { data } = await client.GET('/v1/dev/mailbox', { params: { query: { to: email } } });
  const link = data?.mails.find((mail) => mail.link?.includes('mode=verifyEmail'))?.link;
  const code = link === null || link === undefined ? null : new URL(link).searchParams.get('oobCode');
  if (code === null) throw new Error(`no verification mail for ${email}`);
  return code;
};

describe('the HTTP adapters against the reference server', { timeout: 30_000 }, () => {
  const email = `adapters-${Date.now()}@example.com`;
  const password = 'Adapters-test-2026!';

  it('signs up, verifies the e-mail, signs in, loads the account, refreshes and signs out', async () => {
    await right(auth.preSignUp({ email, agreesToProductUpdates: false, inviteCode: null }));
    const signedUp = await right(auth.signUp(email, password));
    expect(signedUp).toMatchObject({ email, emailVerified: false });
    expect(signedUp.workspaceIdClaim).toEqual(expect.any(String));
    expect(signedUp.expiresAtMs).toBeGreaterThan(Date.now());

    await right(auth.sendVerificationEmail(email, `${APP_ORIGIN}/sign-in`));
    await right(auth.verifyEmail(await verificationCode(email), `${APP_ORIGIN}/sign-in`, 'en'));

    const session = await right(auth.signIn(email, password));
    expect(session).toMatchObject({ email, emailVerified: true, userId: signedUp.userId });
    token = session.accessToken;

    const user = await right(account.getUser());
    expect(user).toMatchObject({ userId: session.userId, email, emailVerified: true });
    const workspace = await right(account.getWorkspace());
    expect(workspace.workspaceId).toBe(session.workspaceIdClaim);
    expect(workspace).toMatchObject({ role: 'admin', tier: 'free' });
    expect(await right(account.isWorkspaceAdmin())).toBe(true);
    expect(await right(account.canAccessWorkspaceSettings())).toEqual(expect.any(Boolean));
    expect(await right(account.hasAlphaAccess())).toEqual(expect.any(Boolean));

    const refreshed = await right(auth.refresh(session.refreshToken));
    expect(refreshed.refreshToken).not.toBe(session.refreshToken);
    expect(await left(auth.refresh(session.refreshToken))).toMatchObject({ _tag: 'SessionExpired' });

    await right(auth.signOut(refreshed.refreshToken));
    expect(await left(auth.refresh(refreshed.refreshToken))).toMatchObject({ _tag: 'SessionExpired' });
    token = null;
  });

  it('signs in the demo account', async () => {
    expect(await right(auth.signIn('demo@cadence.dev', 'Cadence-demo-2026!'))).toMatchObject({ email: 'demo@cadence.dev' });
  });

  it('applies a seeded coupon and refuses the expired one', async () => {
    token = (await right(auth.signIn('demo@cadence.dev', 'Cadence-demo-2026!'))).accessToken;
    expect(await right(account.applyDiscount('special-offer-50'))).toEqual({
      code: 'special-offer-50',
      percentOff: 50,
      amountOffCents: null,
      durationInMonths: 1,
    });
    expect(await right(account.applyDiscount('starter-500'))).toMatchObject({ percentOff: null, amountOffCents: 500 });
    const expired = await left(account.applyDiscount('expired-coupon'));
    expect(expired).toMatchObject({ _tag: 'CouponExpired' });
    expect(expired.message).toBe("This coupon has expired, please use a different one. We've removed it from your browser.");
    expect(await left(account.applyDiscount('no-such-coupon'))).toEqual({
      _tag: 'InvalidCoupon',
      message: 'Coupon code no-such-coupon is invalid',
    });
    token = null;
    expect(await left(account.applyDiscount('special-offer-50'))).toMatchObject({ _tag: 'SessionExpired' });
  });

  it("maps failures onto the ports' unions: wrong credentials, no token, a bad code, bad input", async () => {
    const wrong = await left(auth.signIn(email, 'Not-the-password-1!'));
    expect(wrong).toEqual({ _tag: 'InvalidCredentials', message: expect.stringMatching(/\S/) as unknown });
    expect(await left(account.getUser())).toMatchObject({ _tag: 'SessionExpired' });
    expect(await left(auth.checkActionCode('no-such-code'))).toMatchObject({ _tag: 'InvalidActionCode' });
    expect(await left(auth.signIn('not-an-email', 'x'))).toMatchObject({ _tag: 'Rejected' });
  });

  it('reports a server that cannot be reached as Unavailable', async () => {
    const offline = createApiClient({ baseUrl: `http://127.0.0.1:${await freePort()}`, accessToken: () => null });
    expect(await left(new HttpAuthApi(offline, { nowMs: () => Date.now() }).signIn(email, password))).toEqual({
      _tag: 'Unavailable',
      message: null,
    });
  });
});
