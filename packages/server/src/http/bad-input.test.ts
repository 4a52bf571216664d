import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { ApiAnswer } from '../testing/api-client.js';
import { badRequestsFor, bodySchemaOf, concretePath, validQuery } from '../testing/bad-requests.js';
import { signUp } from '../testing/flows.js';
import { sampleOf } from '../testing/schema-samples.js';
import { useTestApp } from '../testing/test-app.js';
import { testBackends } from '../testing/test-databases.js';
import { textSlots, unsafeRequestsFor, unsafeText, type UnsafeRequest } from '../testing/unsafe-requests.js';
import { createContract, loadContractDocument } from './contract.js';

const contract = await createContract(await loadContractDocument());

const withQuery = (path: string, query: Readonly<Record<string, string | readonly string[]>>): string => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) for (const item of typeof value === 'string' ? [value] : value) search.append(name, item);
  return search.size === 0 ? path : `${path}?${search.toString()}`;
};

const expectErrorShape = (answer: ApiAnswer): void => {
  expect(typeof answer.body?.detail?.status).toBe('string');
  expect(typeof answer.body?.detail?.message).toBe('string');
  expect(answer.body.detail.message.length).toBeGreaterThan(0);
};

/** Generated strings per operation: bounded, so the whole walk stays fast. */
const FUZZ_RUNS = 12;
const fuzz = { requests: 0, serverErrors: 0 };

afterAll(() => {
  process.stdout.write(`bad-input fuzz: ${fuzz.requests} requests with NUL, lone surrogates or malformed escapes, ${fuzz.serverErrors} answered 5xx\n`);
});

describe.each(testBackends())('bad input to every operation of openapi.yaml on $name', (backend) => {
  const t = useTestApp(backend);

  it.each(contract.operations.map((operation) => ({ id: String(operation.operationId), operation })))(
    '$id answers malformed requests with a 4xx error and never a 5xx',
    async ({ operation }) => {
      const secured = (operation.security ?? []).length > 0;
      const token = secured ? (await signUp(t.api, 'caller@example.com')).access_token : undefined;
      const call = (path: string, options: { body?: unknown; rawBody?: string; contentType?: string; withToken?: boolean }) =>
        t.api.call(operation.method.toUpperCase(), path, {
          ...(options.body === undefined ? {} : { body: options.body }),
          ...(options.rawBody === undefined ? {} : { rawBody: options.rawBody }),
          ...(options.withToken === false || token === undefined ? {} : { token }),
          ...(options.contentType === undefined ? {} : { headers: { 'content-type': options.contentType } }),
        });

      for (const bad of badRequestsFor(operation)) {
        const answer = await call(withQuery(bad.path, bad.query), bad);
        expect({ case: bad.label, status: answer.status }).toEqual({ case: bad.label, status: bad.expected });
        expectErrorShape(answer);
      }

      const schema = bodySchemaOf(operation);
      const valid = await call(withQuery(concretePath(operation), validQuery(operation)), schema === null ? {} : { body: sampleOf(schema) });
      expect(valid.status).toBeLessThan(500);
      if (valid.status >= 400) expectErrorShape(valid);
      if (schema === null && operation.method !== 'get') {
        const ignored = await call(withQuery(concretePath(operation), validQuery(operation)), { rawBody: '{"not": json' });
        expect(ignored.status).toBeLessThan(500);
      }
      if (secured) {
        const anonymous = await call(concretePath(operation), { withToken: false });
        expect(anonymous.status).toBe(401);
        expectErrorShape(anonymous);
      }
    },
  );

  it.each(contract.operations.map((operation) => ({ id: String(operation.operationId), operation })))(
    '$id answers NUL, lone surrogates and malformed escapes with a 4xx error, generated strings included',
    async ({ operation }) => {
      const token = (operation.security ?? []).length > 0 ? (await signUp(t.api, 'caller@example.com')).access_token : undefined;
      const send = async (request: UnsafeRequest): Promise<void> => {
        const answer = await t.api.call(operation.method.toUpperCase(), request.url, {
          ...(request.body === undefined ? {} : { body: request.body }),
          ...(token === undefined ? {} : { token }),
        });
        fuzz.requests += 1;
        if (answer.status >= 500) fuzz.serverErrors += 1;
        expect({ case: request.label, status: answer.status >= 400 && answer.status < 500 }).toEqual({ case: request.label, status: true });
        expectErrorShape(answer);
      };
      for (const request of unsafeRequestsFor(operation)) await send(request);
      const slots = textSlots(operation);
      if (slots.length === 0) return;
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...slots), unsafeText(), async (slot, text) => { await send(slot(text)); }),
        { numRuns: FUZZ_RUNS },
      );
    },
  );

  it('refuses text-to-speech text with a NUL before charging or storing anything', async () => {
    const { access_token } = await signUp(t.api, 'speaker@example.com');
    for (const suffix of ['', '/stream', '/with-timestamps', '/stream/with-timestamps']) {
      const answer = await t.api.post(`/v1/text-to-speech/cadence-en-gb-female-1${suffix}`, { text: 'Hello\u0000there' }, access_token);
      expect(answer.status).toBe(422);
      expect(answer.body.detail).toEqual({ status: 'invalid_request', message: 'Field "text" must not contain NUL characters or unpaired surrogates.' });
    }
    const [workspace] = await t.db.query<{ character_count: number }>('SELECT character_count FROM workspaces');
    expect(workspace?.character_count).toBe(0);
    expect(await t.db.query('SELECT history_item_id FROM history_items')).toEqual([]);
  });

  it('refuses a NUL in a multipart field of speech to speech', async () => {
    const { access_token } = await signUp(t.api, 'speaker@example.com');
    const form = new FormData();
    form.append('model_id', 'eleven\u0000english_sts_v2');
    form.append('audio', new Blob([new Uint8Array([1, 2, 3])], { type: 'audio/wav' }), 'take.wav');
    const response = await t.app.request('/v1/speech-to-speech/cadence-en-gb-female-1', {
      method: 'POST', headers: { authorization: `Bearer ${access_token}` }, body: form,
    });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { detail: { message: string } }).detail.message).toBe(
      'Field "model_id" must not contain NUL characters or unpaired surrogates.',
    );
  });

  it('answers malformed escapes in the unauthenticated shared and video addresses with 400 malformed_url', async () => {
    for (const path of ['/v1/shared/%ZZ', '/v1/shared/%C0%AE/audio', '/v1/videos/%E0%A4%A', '/v1/videos/%FF']) {
      const answer = await t.api.get(path);
      expect({ path, status: answer.status, detail: answer.body.detail?.status }).toEqual({ path, status: 400, detail: 'malformed_url' });
    }
  });
});
