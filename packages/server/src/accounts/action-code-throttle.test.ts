import { describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, codeOf, latestMail, resetCode, signUp, signUpVerified } from '../testing/flows.js';
import { useTestApp } from '../testing/test-app.js';
import { testBackends } from '../testing/test-databases.js';

const asClient = (address: string) => ({ 'x-forwarded-for': address });

describe.each(testBackends())('throttling wrong action codes on $name', (backend) => {
  const t = useTestApp(backend);

  const check = (code: string, client: string) =>
    t.api.call('POST', '/v1/auth/action/check-code', { body: { action_code: code }, headers: asClient(client) });

  it('answers 429 to a client\'s wrong codes after 5 within 15 minutes, but still honours a good code', async () => {
    await signUp(t.api, 'victim@example.com');
    const good = await resetCode(t.api, 'victim@example.com');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await check(`guess-${attempt}`, '203.0.113.9');
      expect(wrong.status).toBe(400);
      expect(wrong.body.detail.status).toBe('invalid_action_code');
    }
    const throttled = await check('guess-6', '203.0.113.9');
    expect(throttled.status).toBe(429);
    expect(throttled.body.detail).toEqual({ status: 'too_many_attempts', message: 'Too many attempts, please try again in a few minutes.' });
    expect(throttled.headers.get('retry-after')).toBe('900');
    expect((await t.api.call('POST', '/v1/auth/action/verify-email', { body: { action_code: 'x' }, headers: asClient('203.0.113.9') })).status).toBe(429);
    expect((await check(good, '203.0.113.9')).body).toEqual({ email: 'victim@example.com', mode: 'resetPassword' });
  });

  it('never refuses a valid link because others behind the same address made mistakes, on any action-code endpoint', async () => {
    const shared = '192.0.2.77';
    const as = (method: string, path: string, body?: unknown, token?: string) =>
      t.api.call(method, path, { ...(body === undefined ? {} : { body }), ...(token === undefined ? {} : { token }), headers: asClient(shared) });
    const staff = await signUpVerified(t.api, 'agent@cadence.dev');
    const user = await signUpVerified(t.api, 'colleague@example.com');
    await t.api.post('/v1/support/sign-in-requests', { email: 'colleague@example.com' }, staff.access_token);
    const supportCode = codeOf((await latestMail(t.api, 'colleague@example.com')).link);
    await t.api.post('/v1/user/email/change-request', { new_email: 'colleague@new.example.com' }, user.access_token);
    const changeCode = encodeURIComponent(codeOf((await latestMail(t.api, 'colleague@new.example.com')).link));
    const newcomer = await signUp(t.api, 'newcomer@example.com');
    expect(newcomer.access_token).toBeDefined();
    await t.api.post('/v1/user/send-verification-email', { email: 'newcomer@example.com' });
    const verifyCode = codeOf((await latestMail(t.api, 'newcomer@example.com')).link);
    const reset = await resetCode(t.api, 'newcomer@example.com');

    for (let attempt = 1; attempt <= 10; attempt += 1) await check(`someone-elses-typo-${attempt}`, shared);
    expect((await check('one-more-typo', shared)).status).toBe(429);

    expect((await as('POST', '/v1/user/grant-sign-in-request', { sign_in_request_verification_code: supportCode }, user.access_token)).body).toEqual({ status: 'ok' });
    expect((await as('PUT', `/v1/user/email?verification_code=${changeCode}`, undefined, user.access_token)).body).toEqual({ status: 'ok' });
    expect((await as('POST', '/v1/auth/action/verify-email', { action_code: verifyCode })).body).toEqual({ status: 'ok' });
    expect((await as('POST', '/v1/auth/action/check-code', { action_code: reset })).status).toBe(200);
    expect((await as('POST', '/v1/auth/action/reset-password', { action_code: reset, new_password: `${GOOD_PASSWORD}x` })).body).toEqual({ status: 'ok' });
  }, 30_000); // three accounts, five mails and scrypt hashes: seconds on a busy machine

  it('counts per client and forgets failures after 15 minutes', async () => {
    await signUp(t.api, 'owner@example.com');
    const good = await resetCode(t.api, 'owner@example.com');
    for (let attempt = 1; attempt <= 5; attempt += 1) await check(`guess-${attempt}`, '198.51.100.1');
    expect((await check('guess-6', '198.51.100.1')).status).toBe(429);
    expect((await check('guess-6', '198.51.100.2')).status).toBe(400);
    t.clock.advance(15 * 60_000);
    expect((await check('guess-7', '198.51.100.1')).status).toBe(400);
    expect((await check(good, '198.51.100.1')).status).toBe(200);
  });
});
