import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app.js';
import { testBackends } from '../testing/test-databases.js';
import { GOOD_PASSWORD, codeOf, latestMail, signUp } from '../testing/flows.js';

describe.each(testBackends())('the account flow on $name', (backend) => {
  const t = useTestApp(backend);

  it('signs up, verifies through the mailbox, signs in, refreshes and signs out', async () => {
    const email = 'ada@example.com';
    expect((await t.api.post('/v1/user/pre-sign-up', { email, account_metadata: { agrees_to_product_updates: true }, recaptcha_token: 'x' })).status).toBe(200);
    const session = await signUp(t.api, email);
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 900, email, email_verified: false });

    expect((await t.api.post('/v1/user/send-verification-email', { email })).body).toEqual({ status: 'ok' });
    const mail = await latestMail(t.api, email);
    expect(mail.subject).toBe('Verify your e-mail for Cadence');
    expect(mail.link).toMatch(/^http:\/\/localhost:5173\/app\/action\?mode=verifyEmail&oobCode=[^&]+&continueUrl=http%3A%2F%2Flocalhost%3A5173%2Fapp%2Fsign-in&lang=en$/);
    expect(mail.text).toContain('mode=optOutOfUpdates');
    expect((await t.api.post('/v1/auth/action/verify-email', { action_code: codeOf(mail.link) })).status).toBe(200);

    const signedIn = await t.api.post('/v1/auth/sign-in', { email: 'ADA@example.com', password: GOOD_PASSWORD });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ email, email_verified: true, user_id: session.user_id, workspace_id: session.workspace_id });
    expect((await t.api.get('/v1/user', signedIn.body.access_token)).body).toMatchObject({ email_verified: true, agrees_to_product_updates: true });

    const refreshed = await t.api.post('/v1/auth/refresh', { refresh_token: signedIn.body.refresh_token });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refresh_token).not.toBe(signedIn.body.refresh_token);
    expect((await t.api.post('/v1/auth/sign-out', { refresh_token: refreshed.body.refresh_token })).body).toEqual({ status: 'ok' });
    const afterSignOut = await t.api.post('/v1/auth/refresh', { refresh_token: refreshed.body.refresh_token });
    expect(afterSignOut.status).toBe(401);
    expect(afterSignOut.body.detail.status).toBe('invalid_refresh_token');
  });

  it('puts the access token claims sub, email, email_verified and workspace_id in an HS256 JWT', async () => {
    const session = await signUp(t.api, 'claims@example.com');
    const [header = '', payload = ''] = String(session.access_token).split('.');
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toMatchObject({ alg: 'HS256' });
    expect(JSON.parse(Buffer.from(payload, 'base64url').toString())).toMatchObject({
      sub: session.user_id, email: 'claims@example.com', email_verified: false, workspace_id: session.workspace_id,
    });
  });

  it('refuses a weak password with the domain message and a second account for the same address', async () => {
    const weak = await t.api.post('/v1/auth/sign-up', { email: 'weak@example.com', password: 'password' });
    expect(weak.status).toBe(400);
    expect(weak.body.detail).toEqual({
      status: 'weak_password',
      message: "Your password doesn't meet our security requirements: at least one number, at least one special character.",
    });
    await signUp(t.api, 'twice@example.com');
    const again = await t.api.post('/v1/auth/sign-up', { email: 'Twice@Example.com', password: GOOD_PASSWORD });
    expect(again.status).toBe(409);
    expect(again.body.detail.status).toBe('email_taken');
    expect((await t.api.post('/v1/user/pre-sign-up', { email: 'twice@example.com', account_metadata: {}, recaptcha_token: '' })).status).toBe(409);
  });

  it('answers invalid_credentials, then throttles the address after 5 failures for 15 minutes', async () => {
    await signUp(t.api, 'locked@example.com');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await t.api.post('/v1/auth/sign-in', { email: 'locked@example.com', password: 'Wrong-pass-1' });
      expect(wrong.status).toBe(401);
      expect(wrong.body.detail.status).toBe('invalid_credentials');
    }
    const throttled = await t.api.post('/v1/auth/sign-in', { email: 'locked@example.com', password: GOOD_PASSWORD });
    expect(throttled.status).toBe(429);
    expect(throttled.body.detail).toEqual({ status: 'too_many_attempts', message: 'Too many attempts, please try again in a few minutes.' });
    t.clock.advance(15 * 60_000 + 1);
    expect((await t.api.post('/v1/auth/sign-in', { email: 'locked@example.com', password: GOOD_PASSWORD })).status).toBe(200);
  });

  it('answers invalid_credentials for an unknown address', async () => {
    const answer = await t.api.post('/v1/auth/sign-in', { email: 'nobody@example.com', password: GOOD_PASSWORD });
    expect(answer.status).toBe(401);
    expect(answer.body.detail.status).toBe('invalid_credentials');
  });

  it('keeps a continue_url that passes the redirect rule and drops one that does not', async () => {
    await signUp(t.api, 'cont@example.com');
    await t.api.post('/v1/user/send-verification-email', { email: 'cont@example.com', continue_url: 'http://localhost:5173/app/subscription' });
    expect(new URL((await latestMail(t.api, 'cont@example.com')).link).searchParams.get('continueUrl')).toBe('http://localhost:5173/app/subscription');
    await t.api.post('/v1/user/send-verification-email', { email: 'cont@example.com', continue_url: 'https://evil.example/app/subscription' });
    expect(new URL((await latestMail(t.api, 'cont@example.com')).link).searchParams.get('continueUrl')).toBe('http://localhost:5173/app/sign-in');
  });

  it('does not send a verification mail to a verified or unknown address', async () => {
    expect((await t.api.post('/v1/user/send-verification-email', { email: 'ghost@example.com' })).status).toBe(200);
    expect((await t.api.get('/v1/dev/mailbox?to=ghost@example.com')).body.mails).toEqual([]);
    await signUp(t.api, 'done@example.com');
    await t.api.post('/v1/user/send-verification-email', { email: 'done@example.com' });
    await t.api.post('/v1/auth/action/verify-email', { action_code: codeOf((await latestMail(t.api, 'done@example.com')).link) });
    const again = await t.api.post('/v1/user/send-verification-email', { email: 'done@example.com' });
    expect(again.status).toBe(400);
    expect(again.body.detail.status).toBe('email_already_verified');
  });
});
