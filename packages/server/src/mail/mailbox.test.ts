import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app.js';
import { testBackends } from '../testing/test-databases.js';
import { signUp } from '../testing/flows.js';

describe.each(testBackends())('the dev mailbox on $name', (backend) => {
  const t = useTestApp(backend);

  it('lists mails newest first as JSON, optionally for one address', async () => {
    await signUp(t.api, 'first@example.com');
    await signUp(t.api, 'second@example.com');
    await t.api.post('/v1/user/send-verification-email', { email: 'first@example.com' });
    t.clock.advance(1000);
    await t.api.post('/v1/user/send-password-reset-email', { email: 'second@example.com' });
    const all = (await t.api.get('/v1/dev/mailbox')).body.mails;
    expect(all.map((mail: { to: string }) => mail.to)).toEqual(['second@example.com', 'first@example.com']);
    expect(all[0]).toMatchObject({ subject: 'Reset your password for Cadence', created_at_unix_ms: all[1].created_at_unix_ms + 1000 });
    expect(all[0].html).toContain(`href="${all[0].link.replaceAll('&', '&amp;')}"`);
    expect((await t.api.get('/v1/dev/mailbox?to=FIRST@example.com')).body.mails).toHaveLength(1);
  });

  it('shows the mails as an escaped HTML page with clickable links', async () => {
    await t.api.post('/v1/auth/sign-up', { email: 'html@example.com', password: 'Tuned-voice-42!' });
    await t.db.query("UPDATE users SET email = 'html@example.com'");
    await t.api.post('/v1/user/send-verification-email', { email: 'html@example.com' });
    await t.db.query("INSERT INTO mails (mail_id, to_address, subject, text_body, html_body, link, created_at_ms) VALUES ('m', 'x@example.com', '<script>alert(1)</script>', 't', 'h', NULL, 0)");
    const page = await t.app.request('/dev/mailbox');
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toMatch(/<a href="http:\/\/localhost:5173\/app\/action\?mode=verifyEmail&amp;oobCode=/);
    expect(html.indexOf('Verify your e-mail')).toBeLessThan(html.indexOf('&lt;script&gt;'));
  });
});

describe.each(testBackends())('without the dev mailbox on $name', (backend) => {
  const t = useTestApp(backend, { devMailbox: false });

  it('answers 404 for both mailbox views when DEV_MAILBOX is off', async () => {
    const json = await t.api.get('/v1/dev/mailbox');
    expect(json.status).toBe(404);
    expect(json.body.detail.status).toBe('not_found');
    expect((await t.app.request('/dev/mailbox')).status).toBe(404);
  });
});
