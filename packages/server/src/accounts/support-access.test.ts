import { describe, expect, it } from 'vitest';
import { codeOf, latestMail, signUp, signUpVerified } from '../testing/flows.js';
import { useTestApp } from '../testing/test-app.js';
import { testBackends } from '../testing/test-databases.js';

describe.each(testBackends())('support access on $name', (backend) => {
  const t = useTestApp(backend);

  it('lets staff ask, mails the user a verifySignInRequest link, and records the grant once', async () => {
    const staff = await signUpVerified(t.api, 'agent@cadence.dev');
    const user = await signUpVerified(t.api, 'customer@example.com');
    expect((await t.api.post('/v1/support/sign-in-requests', { email: 'customer@example.com' }, staff.access_token)).body).toEqual({ status: 'ok' });
    const mail = await latestMail(t.api, 'customer@example.com');
    const link = new URL(mail.link);
    expect(Object.fromEntries(link.searchParams)).toMatchObject({ mode: 'verifySignInRequest', continueUrl: 'http://localhost:5173/app/home', lang: 'en' });
    const body = { sign_in_request_verification_code: codeOf(mail.link) };
    expect((await t.api.post('/v1/user/grant-sign-in-request', body, staff.access_token)).status).toBe(400);
    expect((await t.api.post('/v1/user/grant-sign-in-request', body, user.access_token)).body).toEqual({ status: 'ok' });
    expect((await t.api.post('/v1/user/grant-sign-in-request', body, user.access_token)).body.detail.status).toBe('invalid_action_code');
    expect(await t.db.query('SELECT user_id FROM support_access_grants')).toEqual([{ user_id: user.user_id }]);
  });

  it('refuses non-staff and unverified staff addresses, and unknown users', async () => {
    const outsider = await signUp(t.api, 'outsider@cadence.dev.example.com');
    const refused = await t.api.post('/v1/support/sign-in-requests', { email: 'outsider@cadence.dev.example.com' }, outsider.access_token);
    expect(refused.status).toBe(403);
    expect(refused.body.detail.status).toBe('staff_only');
    const unverified = await signUp(t.api, 'impostor@cadence.dev');
    expect((await t.api.post('/v1/support/sign-in-requests', { email: 'impostor@cadence.dev' }, unverified.access_token)).status).toBe(403);
    const staff = await signUpVerified(t.api, 'helper@CADENCE.dev');
    const unknown = await t.api.post('/v1/support/sign-in-requests', { email: 'ghost@example.com' }, staff.access_token);
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail.status).toBe('user_not_found');
    expect((await t.api.post('/v1/support/sign-in-requests', { email: 'ghost@example.com' })).status).toBe(401);
  });
});
