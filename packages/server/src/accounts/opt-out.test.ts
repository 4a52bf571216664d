import { describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, codeOf, latestMail, signUp } from '../testing/flows.js';
import { useTestApp } from '../testing/test-app.js';
import { testBackends } from '../testing/test-databases.js';

const optOutLink = (text: string): string => {
  const match = /http:\/\/\S+mode=optOutOfUpdates\S+/.exec(text);
  if (match === null) throw new Error('No opt-out link in the mail');
  return match[0];
};

describe.each(testBackends())('opting out of product updates on $name', (backend) => {
  const t = useTestApp(backend);

  it('stops product updates with the code from the mail footer, once; the code lasts a day', async () => {
    await t.api.post('/v1/user/pre-sign-up', { email: 'news@example.com', account_metadata: { agrees_to_product_updates: true }, recaptcha_token: '' });
    await signUp(t.api, 'news@example.com');
    await t.api.post('/v1/user/send-password-reset-email', { email: 'news@example.com' });
    const key = codeOf(optOutLink((await latestMail(t.api, 'news@example.com')).text));
    t.clock.advance(23 * 60 * 60_000);
    expect((await t.api.post('/v1/user/opt-out-of-updates', { opt_out_updates_key: key })).body).toEqual({ status: 'ok' });
    const session = await t.api.post('/v1/auth/sign-in', { email: 'news@example.com', password: GOOD_PASSWORD });
    expect((await t.api.get('/v1/user', session.body.access_token)).body.agrees_to_product_updates).toBe(false);
    expect((await t.api.post('/v1/user/opt-out-of-updates', { opt_out_updates_key: key })).body.detail.status).toBe('invalid_action_code');
  });

  it('sends no footer to users who did not agree to updates', async () => {
    await signUp(t.api, 'quiet@example.com');
    await t.api.post('/v1/user/send-password-reset-email', { email: 'quiet@example.com' });
    expect((await latestMail(t.api, 'quiet@example.com')).text).not.toContain('optOutOfUpdates');
  });
});
