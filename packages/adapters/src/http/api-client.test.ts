import * as E from 'fp-ts/lib/Either.js';
import { firstValueFrom, Subject, takeUntil, toArray } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../testing/fake-fetch.js';
import { apiCall } from './api-call.js';
import { createApiClient } from './api-client.js';
import { IsAdminCodec } from './codecs/access-flag.codec.js';

describe('createApiClient', () => {
  it('adds the bearer token from the getter to each request', async () => {
    let token: string | null = 'token-1';
    const server = fakeFetch({ status: 200, body: {} }, { status: 200, body: {} });
    const client = createApiClient({ baseUrl: 'http://api.test', accessToken: () => token, fetch: server.fetch });
    await client.GET('/v1/user');
    token = 'token-2';
    await client.GET('/v1/user');
    expect(server.requests.map((request) => request.headers.get('authorization'))).toEqual([
      'Bearer token-1',
      'Bearer token-2',
    ]);
  });

  it('sends no Authorization header while signed out', async () => {
    const server = fakeFetch({ status: 200, body: {} });
    const client = createApiClient({ baseUrl: 'http://api.test', accessToken: () => null, fetch: server.fetch });
    await client.GET('/v1/user');
    expect(server.requests[0]?.headers.has('authorization')).toBe(false);
  });
});

describe('apiCall', () => {
  it('aborts the request when the subscriber leaves before the answer', async () => {
    const requests: Request[] = [];
    const hang = (request: Request) => {
      requests.push(request);
      return new Promise<Response>(() => undefined);
    };
    const client = createApiClient({ baseUrl: 'http://api.test', accessToken: () => null, fetch: hang });
    const stop = new Subject<void>();
    const all = firstValueFrom(
      apiCall(IsAdminCodec, (init) => client.GET('/v1/workspace/is-admin', init)).pipe(takeUntil(stop), toArray()),
    );
    await Promise.resolve();
    stop.next();
    expect(await all).toEqual([]);
    expect(requests[0]?.signal.aborted).toBe(true);
  });

  it('decodes a good answer and emits it once', async () => {
    const server = fakeFetch({ status: 200, body: { is_admin: true } });
    const client = createApiClient({ baseUrl: 'http://api.test', accessToken: () => null, fetch: server.fetch });
    const emitted = await firstValueFrom(
      apiCall(IsAdminCodec, (init) => client.GET('/v1/workspace/is-admin', init)).pipe(toArray()),
    );
    expect(emitted).toEqual([E.right({ is_admin: true })]);
  });
});
