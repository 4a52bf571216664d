import { describe, expect, it } from 'vitest';
import type { ApiAnswer } from '../testing/api-client.js';
import { badRequestsFor, bodySchemaOf, concretePath, validQuery } from '../testing/bad-requests.js';
import { signUp } from '../testing/flows.js';
import { sampleOf } from '../testing/schema-samples.js';
import { useTestApp } from '../testing/test-app.js';
import { testBackends } from '../testing/test-databases.js';
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
});
