import * as E from 'fp-ts/lib/Either.js';
import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { fakeFetch, type CannedAnswer } from '../testing/fake-fetch.js';
import { createApiClient } from './api-client.js';
import { httpErrorFromBody, networkError } from './http-error.js';
import { API_KEYS_ERRORS, HttpApiKeysApi } from './http-api-keys-api.adapter.js';

const setup = (...answers: readonly CannedAnswer[]) => {
  const server = fakeFetch(...answers);
  const api = new HttpApiKeysApi(createApiClient({ baseUrl: 'http://api.test', accessToken: () => 'token', fetch: server.fetch }));
  return { api, server };
};

describe('HttpApiKeysApi', () => {
  it('lists keys', async () => {
    const { api } = setup({ status: 200, body: { api_keys: [{ key_id: 'k1', name: 'CI', hint: 'abcd', created_at_unix: 7 }] } });
    expect(await firstValueFrom(api.list())).toEqual(E.right([{ keyId: 'k1', name: 'CI', hint: 'abcd', createdAtUnix: 7 }]));
  });

  it('refuses a malformed list', async () => {
    const { api } = setup({ status: 200, body: { api_keys: [{ key_id: 'k1' }] } });
    expect(E.isLeft(await firstValueFrom(api.list()))).toBe(true);
  });

  it('creates a key with its name and answers the secret', async () => {
    const { api, server } = setup({ status: 201, body: { key_id: 'k2', xi_api_key: 'sk_1' } });
    expect(await firstValueFrom(api.create('Deploy'))).toEqual(E.right({ keyId: 'k2', secret: 'sk_1' }));
    expect(await server.jsonBody(0)).toEqual({ name: 'Deploy' });
  });

  it('revokes a key', async () => {
    const { api, server } = setup({ status: 200, body: { status: 'ok' } });
    expect(await firstValueFrom(api.revoke('k1'))).toEqual(E.right(undefined));
    expect(server.requests[0]?.method).toBe('DELETE');
    expect(new URL(server.requests[0]?.url ?? '').pathname).toBe('/v1/user/api-keys/k1');
  });
});

describe('API_KEYS_ERRORS', () => {
  const failure = (status: number, code: string, message: string) => httpErrorFromBody(status, 'Reason', { detail: { status: code, message } });

  it.each([
    ['an unknown key', failure(404, 'api_key_not_found', 'No such key.'), { _tag: 'NotFound', message: 'No such key.' }],
    ['any other 404', failure(404, 'not_found', 'Nothing here.'), { _tag: 'NotFound', message: 'Nothing here.' }],
    ['a session that is over', failure(401, 'unauthorized', 'Sign in.'), { _tag: 'SessionExpired', message: 'Sign in.' }],
    ['a refused name', failure(422, 'invalid_request', 'Name too long.'), { _tag: 'Rejected', message: 'Name too long.' }],
    ['a server failure, without its text', failure(503, 'internal_error', 'Boom'), { _tag: 'Unavailable', message: null }],
    ['a network failure', networkError(), { _tag: 'Unavailable', message: null }],
  ])('maps %s', (_name, error, tagged) => {
    expect(API_KEYS_ERRORS(error)).toEqual(tagged);
  });

  it('answers a failed call in the port’s words', async () => {
    const { api } = setup({ status: 404, body: { detail: { status: 'api_key_not_found', message: 'No such key.' } } });
    expect(await firstValueFrom(api.revoke('k9'))).toEqual(E.left({ _tag: 'NotFound', message: 'No such key.' }));
  });
});
