import { describe, expect, it } from 'vitest';
import { OPERATION_IDS } from './operation-ids.js';
import { createContract, loadContractDocument } from './contract.js';
import { useTestApp } from '../testing/test-app.js';
import { testBackends } from '../testing/test-databases.js';

describe('the operation list', () => {
  it('names exactly the operations of openapi.yaml', async () => {
    const contract = await createContract(await loadContractDocument());
    expect(contract.operations.map((operation) => operation.operationId).sort()).toEqual([...OPERATION_IDS].sort());
  });
});

describe.each(testBackends())('HTTP edges on $name', (backend) => {
  const t = useTestApp(backend);

  it('answers unknown routes 404 and known routes with another method 405 with Allow', async () => {
    const missing = await t.api.get('/v1/nothing-here');
    expect(missing.status).toBe(404);
    expect(missing.body.detail.status).toBe('not_found');
    const wrongMethod = await t.api.call('DELETE', '/v1/auth/sign-in');
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('POST');
    expect(wrongMethod.body.detail.status).toBe('method_not_allowed');
  });

  it('names the field and the reason of an invalid request', async () => {
    const answer = await t.api.post('/v1/auth/sign-up', { email: 'not-an-email', password: 'Tuned-voice-42!' });
    expect(answer.status).toBe(422);
    expect(answer.body.detail).toEqual({ status: 'invalid_request', message: 'Field "email" must be a valid e-mail address.' });
    const extra = await t.api.post('/v1/auth/sign-in', { email: 'a@example.com', password: 'x', remember: true });
    expect(extra.body.detail.message).toBe('Field "remember" is not allowed.');
    const query = await t.api.put('/v1/workspace/update-workspace?training_opt_out=maybe', 'token');
    expect(query.status).toBe(401);
  });

  it('refuses bodies over 1 MB with 413', async () => {
    const answer = await t.api.call('POST', '/v1/auth/sign-in', { rawBody: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(1_100_000) }) });
    expect(answer.status).toBe(413);
    expect(answer.body.detail.status).toBe('payload_too_large');
  });

  it('allows the web origin with CORS and exposes the headers the client reads', async () => {
    const preflight = await t.app.request('/v1/user', {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    const simple = await t.api.call('GET', '/v1/geolocation', { headers: { origin: 'http://localhost:5173' } });
    expect(simple.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(simple.headers.get('access-control-expose-headers')).toContain('Retry-After');
    const foreign = await t.api.call('GET', '/v1/geolocation', { headers: { origin: 'https://evil.example' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });
});
