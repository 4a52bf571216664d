import { describe, expect, it } from 'vitest';
import { signUp } from '../testing/flows.js';
import { useTestApp } from '../testing/test-app.js';
import { testBackends } from '../testing/test-databases.js';

describe.each(testBackends())('sessions on $name', (backend) => {
  const t = useTestApp(backend);

  it('rotates refresh tokens and revokes the whole family when a rotated token comes back', async () => {
    const session = await signUp(t.api, 'rotate@example.com');
    const second = await t.api.post('/v1/auth/refresh', { refresh_token: session.refresh_token });
    expect(second.status).toBe(200);
    const reused = await t.api.post('/v1/auth/refresh', { refresh_token: session.refresh_token });
    expect(reused.status).toBe(401);
    expect(reused.body.detail.status).toBe('invalid_refresh_token');
    expect((await t.api.post('/v1/auth/refresh', { refresh_token: second.body.refresh_token })).status).toBe(401);
  });

  it('keeps other sessions alive when one family is revoked', async () => {
    const first = await signUp(t.api, 'two@example.com');
    const other = await t.api.post('/v1/auth/sign-in', { email: 'two@example.com', password: 'Tuned-voice-42!' });
    await t.api.post('/v1/auth/sign-out', { refresh_token: first.refresh_token });
    expect((await t.api.post('/v1/auth/refresh', { refresh_token: other.body.refresh_token })).status).toBe(200);
  });

  it('answers 401 for unknown refresh tokens and ok for signing out twice', async () => {
    expect((await t.api.post('/v1/auth/refresh', { refresh_token: 'not-a-token' })).status).toBe(401);
    expect((await t.api.post('/v1/auth/sign-out', { refresh_token: 'not-a-token' })).body).toEqual({ status: 'ok' });
  });

  it('expires access tokens after 15 minutes and refresh tokens after 30 days', async () => {
    const session = await signUp(t.api, 'time@example.com');
    expect((await t.api.get('/v1/user', session.access_token)).status).toBe(200);
    t.clock.advance(15 * 60_000);
    const expired = await t.api.get('/v1/user', session.access_token);
    expect(expired.status).toBe(401);
    expect(expired.body.detail.status).toBe('unauthorized');
    t.clock.advance(30 * 24 * 60 * 60_000);
    expect((await t.api.post('/v1/auth/refresh', { refresh_token: session.refresh_token })).status).toBe(401);
  });

  it('refuses missing, malformed and foreign bearer tokens', async () => {
    expect((await t.api.get('/v1/user')).status).toBe(401);
    expect((await t.api.call('GET', '/v1/user', { headers: { authorization: 'Basic abc' } })).status).toBe(401);
    const forged = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4IiwiZW1haWwiOiJ4Iiwid29ya3NwYWNlX2lkIjoieCJ9.c2lnbmF0dXJl';
    const answer = await t.api.get('/v1/user', forged);
    expect(answer.status).toBe(401);
    expect(answer.body.detail).toEqual({ status: 'unauthorized', message: expect.any(String) });
  });
});
