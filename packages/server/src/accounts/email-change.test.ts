import { describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, codeOf, latestMail, signUp, signUpVerified } from '../testing/flows.js';
import { useTestApp } from '../testing/test-app.js';
import { testBackends } from '../testing/test-databases.js';

describe.each(testBackends())('changing the e-mail address on $name', (backend) => {
  const t = useTestApp(backend);

  it('changes the address with the code sent to the new one, and reverts with the code sent to the old one', async () => {
    const session = await signUpVerified(t.api, 'old@example.com');
    expect((await t.api.post('/v1/user/email/change-request', { new_email: 'New@Example.com' }, session.access_token)).body).toEqual({ status: 'ok' });
    const change = await latestMail(t.api, 'new@example.com');
    expect(change.link).toMatch(/^http:\/\/localhost:5173\/app\/home\?internalCode=/);
    const changeCode = encodeURIComponent(codeOf(change.link));
    expect((await t.api.put(`/v1/user/email?verification_code=${changeCode}`, session.access_token)).body).toEqual({ status: 'ok' });
    expect((await t.api.get('/v1/user', session.access_token)).body.email).toBe('new@example.com');
    expect((await t.api.post('/v1/auth/sign-in', { email: 'new@example.com', password: GOOD_PASSWORD })).status).toBe(200);
    expect((await t.api.put(`/v1/user/email?verification_code=${changeCode}`, session.access_token)).status).toBe(400);

    const revert = await latestMail(t.api, 'old@example.com');
    expect(revert.subject).toBe('The e-mail address of your Cadence account was changed');
    const revertCode = encodeURIComponent(codeOf(revert.link));
    expect((await t.api.put(`/v1/user/email?verification_code=${revertCode}`, session.access_token)).status).toBe(400);
    expect((await t.api.put(`/v1/user/email?verification_code=${revertCode}&is_reverting=true`, session.access_token)).status).toBe(200);
    expect((await t.api.get('/v1/user', session.access_token)).body).toMatchObject({ email: 'old@example.com', email_verified: true });
  });

  it('refuses an address another account uses, and a code meant for someone else', async () => {
    const mine = await signUp(t.api, 'mine@example.com');
    const theirs = await signUp(t.api, 'theirs@example.com');
    const taken = await t.api.post('/v1/user/email/change-request', { new_email: 'theirs@example.com' }, mine.access_token);
    expect(taken.status).toBe(409);
    expect(taken.body.detail.status).toBe('email_taken');
    await t.api.post('/v1/user/email/change-request', { new_email: 'fresh@example.com' }, mine.access_token);
    const code = encodeURIComponent(codeOf((await latestMail(t.api, 'fresh@example.com')).link));
    const stolen = await t.api.put(`/v1/user/email?verification_code=${code}`, theirs.access_token);
    expect(stolen.status).toBe(400);
    expect(stolen.body.detail.status).toBe('invalid_action_code');
    expect((await t.api.put(`/v1/user/email?verification_code=${code}`, mine.access_token)).status).toBe(200);
  });
});
