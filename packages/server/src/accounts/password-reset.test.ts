import { describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, latestMail, mailCount, resetCode, signUp } from '../testing/flows.js';
import { useTestApp } from '../testing/test-app.js';
import { testBackends } from '../testing/test-databases.js';

const HOUR = 60 * 60_000;

describe.each(testBackends())('password reset on $name', (backend) => {
  const t = useTestApp(backend);

  it('refuses a weak new password with the exact domain message, then accepts a good one with the same code', async () => {
    const first = await signUp(t.api, 'reset@example.com');
    const code = await resetCode(t.api, 'reset@example.com');
    expect((await t.api.post('/v1/auth/action/check-code', { action_code: code })).body).toEqual({ email: 'reset@example.com', mode: 'resetPassword' });

    const weak = await t.api.post('/v1/auth/action/reset-password', { action_code: code, new_password: 'short1!' });
    expect(weak.status).toBe(400);
    expect(weak.body.detail).toEqual({ status: 'weak_password', message: "Your password doesn't meet our security requirements: at least 8 characters." });

    expect((await t.api.post('/v1/auth/action/reset-password', { action_code: code, new_password: 'Brand-new-pass-7' })).body).toEqual({ status: 'ok' });
    expect((await t.api.post('/v1/auth/sign-in', { email: 'reset@example.com', password: GOOD_PASSWORD })).status).toBe(401);
    const signedIn = await t.api.post('/v1/auth/sign-in', { email: 'reset@example.com', password: 'Brand-new-pass-7' });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.email_verified).toBe(true);
    expect((await t.api.post('/v1/auth/refresh', { refresh_token: first.refresh_token })).status).toBe(401);
  });

  it('uses a reset code once', async () => {
    await signUp(t.api, 'once@example.com');
    const code = await resetCode(t.api, 'once@example.com');
    expect((await t.api.post('/v1/auth/action/reset-password', { action_code: code, new_password: 'Second-pass-8' })).status).toBe(200);
    const again = await t.api.post('/v1/auth/action/reset-password', { action_code: code, new_password: 'Third-pass-9!' });
    expect(again.status).toBe(400);
    expect(again.body.detail.status).toBe('invalid_action_code');
    expect((await t.api.post('/v1/auth/action/check-code', { action_code: code })).body.detail.status).toBe('invalid_action_code');
  });

  it('lets reset and verification codes expire after an hour', async () => {
    await signUp(t.api, 'late@example.com');
    const code = await resetCode(t.api, 'late@example.com');
    await t.api.post('/v1/user/send-verification-email', { email: 'late@example.com' });
    const verifyCode = new URL((await latestMail(t.api, 'late@example.com')).link).searchParams.get('oobCode');
    t.clock.advance(HOUR - 1);
    expect((await t.api.post('/v1/auth/action/check-code', { action_code: code })).status).toBe(200);
    t.clock.advance(1);
    expect((await t.api.post('/v1/auth/action/check-code', { action_code: code })).body.detail.status).toBe('invalid_action_code');
    expect((await t.api.post('/v1/auth/action/verify-email', { action_code: verifyCode })).body.detail.status).toBe('invalid_action_code');
  });

  it('answers ok for an unknown address without sending anything', async () => {
    expect((await t.api.post('/v1/user/send-password-reset-email', { email: 'unknown@example.com' })).body).toEqual({ status: 'ok' });
    expect(await mailCount(t.api, 'unknown@example.com')).toBe(0);
  });

  it('links the reset mail to /app/action with the sign-in route as the default continueUrl', async () => {
    await signUp(t.api, 'link@example.com');
    await resetCode(t.api, 'link@example.com');
    const link = new URL((await latestMail(t.api, 'link@example.com')).link);
    expect(link.origin + link.pathname).toBe('http://localhost:5173/app/action');
    expect(Object.fromEntries(link.searchParams)).toMatchObject({ mode: 'resetPassword', continueUrl: 'http://localhost:5173/app/sign-in', lang: 'en' });
  });

  it('throttles reset mails to one address after 5 within 15 minutes', async () => {
    for (let sent = 0; sent < 5; sent += 1) {
      expect((await t.api.post('/v1/user/send-password-reset-email', { email: 'spam@example.com' })).status).toBe(200);
    }
    const throttled = await t.api.post('/v1/user/send-password-reset-email', { email: 'spam@example.com' });
    expect(throttled.status).toBe(429);
    expect(throttled.body.detail.status).toBe('too_many_attempts');
  });
});
