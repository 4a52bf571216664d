import { describe, expect, it } from 'vitest';
import { resetCode, signUp } from '../testing/flows.js';
import { useTestApp } from '../testing/test-app.js';
import { testBackends } from '../testing/test-databases.js';

const asClient = (address: string) => ({ 'x-forwarded-for': address });

describe.each(testBackends())('throttling wrong action codes on $name', (backend) => {
  const t = useTestApp(backend);

  const check = (code: string, client: string) =>
    t.api.call('POST', '/v1/auth/action/check-code', { body: { action_code: code }, headers: asClient(client) });

  it('answers 429 after 5 wrong codes from one client within 15 minutes, even for a good code', async () => {
    await signUp(t.api, 'victim@example.com');
    const good = await resetCode(t.api, 'victim@example.com');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await check(`guess-${attempt}`, '203.0.113.9');
      expect(wrong.status).toBe(400);
      expect(wrong.body.detail.status).toBe('invalid_action_code');
    }
    const throttled = await check(good, '203.0.113.9');
    expect(throttled.status).toBe(429);
    expect(throttled.body.detail).toEqual({ status: 'too_many_attempts', message: 'Too many attempts, please try again in a few minutes.' });
    expect(throttled.headers.get('retry-after')).toBe('900');
    expect((await t.api.call('POST', '/v1/auth/action/verify-email', { body: { action_code: 'x' }, headers: asClient('203.0.113.9') })).status).toBe(429);
  });

  it('counts per client and forgets failures after 15 minutes', async () => {
    await signUp(t.api, 'owner@example.com');
    const good = await resetCode(t.api, 'owner@example.com');
    for (let attempt = 1; attempt <= 5; attempt += 1) await check(`guess-${attempt}`, '198.51.100.1');
    expect((await check(good, '198.51.100.1')).status).toBe(429);
    expect((await check(good, '198.51.100.2')).status).toBe(200);
    t.clock.advance(15 * 60_000);
    expect((await check(good, '198.51.100.1')).status).toBe(200);
  });
});
