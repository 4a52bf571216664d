import { describe, expect, it } from 'vitest';
import { signUp } from '../testing/flows.js';
import { useTestApp } from '../testing/test-app.js';
import { testBackends } from '../testing/test-databases.js';

describe.each(testBackends())('API keys on $name', (backend) => {
  const t = useTestApp(backend);

  it('makes a key shown once, kept hashed, accepted as xi-api-key until it is revoked', async () => {
    const { access_token } = await signUp(t.api, 'developer@example.com');
    const made = await t.api.post('/v1/user/api-keys', { name: 'CI' }, access_token);
    expect(made.status).toBe(201);
    const secret = String(made.body.xi_api_key);
    expect(secret).toMatch(/^sk_[0-9a-f]{48}$/);
    const [stored] = await t.db.query<{ key_hash: string }>('SELECT key_hash FROM api_keys');
    expect(stored?.key_hash).not.toContain(secret);
    const listed = await t.api.get('/v1/user/api-keys', access_token);
    expect(listed.body.api_keys).toEqual([{ key_id: made.body.key_id, name: 'CI', hint: secret.slice(-4), created_at_unix: expect.any(Number) }]);
    expect(JSON.stringify(listed.body)).not.toContain(secret);
    const withKey = await t.api.call('GET', '/v1/user', { headers: { 'xi-api-key': secret } });
    expect(withKey.status).toBe(200);
    expect(withKey.body.user_id).toBeDefined();
    const wrong = await t.api.call('GET', '/v1/user', { headers: { 'xi-api-key': `sk_${'0'.repeat(48)}` } });
    expect(wrong.status).toBe(401);
    expect((await t.api.call('DELETE', `/v1/user/api-keys/${made.body.key_id}`, { token: access_token })).body).toEqual({ status: 'ok' });
    expect((await t.api.call('GET', '/v1/user', { headers: { 'xi-api-key': secret } })).status).toBe(401);
    expect((await t.api.call('DELETE', `/v1/user/api-keys/${made.body.key_id}`, { token: access_token })).status).toBe(404);
  });
});
