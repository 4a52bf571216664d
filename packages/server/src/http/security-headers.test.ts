import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signUp } from '../testing/flows.js';
import { useTestApp } from '../testing/test-app.js';
import { testBackends } from '../testing/test-databases.js';

const sha256Of = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Every inline <style> of a page, which the page's policy must allow by hash. */
const inlineStylesOf = (html: string): string[] => [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '');

const expectCommonHeaders = (headers: Headers): void => {
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('no-referrer');
  expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
};

describe.each(testBackends())('security headers on $name', (backend) => {
  const t = useTestApp(backend);

  it('sends a load-nothing policy, no framing, no sniffing and no referrer with API answers', async () => {
    const answer = await t.api.get('/v1/geolocation');
    expect(answer.status).toBe(200);
    expectCommonHeaders(answer.headers);
    expect(answer.headers.get('content-security-policy')).toContain("default-src 'none'");
    const missing = await t.api.get('/v1/nothing-here');
    expectCommonHeaders(missing.headers);
  });

  it.each(['/dev/mailbox', '/sandbox/checkout/no-such-session'])('gives the HTML page %s a policy that allows its styles and no script', async (path) => {
    const page = await t.app.request(path);
    const html = await page.text();
    expect(page.headers.get('content-type')).toContain('text/html');
    expectCommonHeaders(page.headers);
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('script-src');
    expect(html).not.toContain('<script');
    const styles = inlineStylesOf(html);
    expect(styles.length).toBeGreaterThan(0);
    for (const style of styles) expect(policy).toContain(sha256Of(style));
    expect(policy).toContain("form-action 'self' http://localhost:5173");
    expect(page.headers.get('cache-control')).toBe('no-store');
  });

  it('marks authentication answers that carry tokens no-store, and their refusals too', async () => {
    const session = await t.api.post('/v1/auth/sign-up', { email: 'headers@example.com', password: 'Tuned-voice-42!' });
    expect(session.status).toBeLessThan(300);
    expect(session.headers.get('cache-control')).toBe('no-store');
    expectCommonHeaders(session.headers);
    const refused = await t.api.post('/v1/auth/sign-in', { email: 'headers@example.com', password: 'wrong-password' });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    const signedIn = await signUp(t.api, 'keys@example.com');
    const key = await t.api.post('/v1/user/api-keys', { name: 'ci' }, String(signedIn.access_token));
    expect(key.status).toBeLessThan(300);
    expect(key.headers.get('cache-control')).toBe('no-store');
  });
});
