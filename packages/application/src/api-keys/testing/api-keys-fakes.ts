// In-memory fakes of the API-keys port, for the use-case tests here and the web's component tests (exported from
// @cadence/application/testing).
import * as E from 'fp-ts/lib/Either.js';
import { of } from 'rxjs';
import type { ApiKey, ApiKeysApi } from '../api-keys-api.port.js';

/** The API key mother: key `keyId` named "CI", hint "abcd", created 2026-09-21. */
export const apiKey = (keyId = 'k1', overrides: Partial<ApiKey> = {}): ApiKey => ({
  keyId, name: 'CI', hint: 'abcd', createdAtUnix: 1_790_000_000, ...overrides,
});

/** An API answering one key, creating k2 with a fixed secret, and revoking anything; calls are recorded. */
export const fakeApiKeysApi = (overrides: Partial<ApiKeysApi> = {}): ApiKeysApi & { readonly calls: string[] } => {
  const calls: string[] = [];
  return {
    calls,
    list: overrides.list ?? (() => { calls.push('list'); return of(E.right([apiKey()])); }),
    create: overrides.create ?? ((name) => { calls.push(`create ${name}`); return of(E.right({ keyId: 'k2', secret: 'sk_secret_1234' })); }),
    revoke: overrides.revoke ?? ((id) => { calls.push(`revoke ${id}`); return of(E.right(undefined)); }),
  };
};
