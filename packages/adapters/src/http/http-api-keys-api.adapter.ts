import { NotFound, SessionExpired, type ApiKey, type ApiKeysApi, type ApiKeysError, type CreatedApiKey } from '@cadence/application';
import * as E from 'fp-ts/lib/Either.js';
import { map, type Observable } from 'rxjs';
import { apiCall } from './api-call.js';
import type { ApiClient } from './api-client.js';
import { ApiKeyListCodec, CreatedApiKeyCodec } from './codecs/api-key.codec.js';
import { OkCodec } from './codecs/ok.codec.js';
import { errorTable, withErrors } from './error-table.js';

/** The API-key endpoints' failures in the port's words: an unknown (already revoked) key, or a session that is over. */
export const API_KEYS_ERRORS = errorTable<ApiKeysError>([
  { code: 'api_key_not_found', to: NotFound },
  { status: 404, to: NotFound },
  { status: 401, to: SessionExpired },
]);

type Answer<A> = Observable<E.Either<ApiKeysError, A>>;

/** ApiKeysApi over GET/POST /v1/user/api-keys and DELETE /v1/user/api-keys/{key_id}. */
export class HttpApiKeysApi implements ApiKeysApi {
  constructor(private readonly client: ApiClient) {}

  list(): Answer<readonly ApiKey[]> {
    return apiCall(ApiKeyListCodec, (init) => this.client.GET('/v1/user/api-keys', init)).pipe(
      map(E.map(({ api_keys }) => api_keys.map((key) => ({ keyId: key.key_id, name: key.name, hint: key.hint, createdAtUnix: key.created_at_unix })))),
      withErrors(API_KEYS_ERRORS),
    );
  }

  create(name: string): Answer<CreatedApiKey> {
    const body = { name };
    return apiCall(CreatedApiKeyCodec, (init) => this.client.POST('/v1/user/api-keys', { ...init, body })).pipe(
      map(E.map((created) => ({ keyId: created.key_id, secret: created.xi_api_key }))),
      withErrors(API_KEYS_ERRORS),
    );
  }

  revoke(keyId: string): Answer<void> {
    const params = { path: { key_id: keyId } };
    return apiCall(OkCodec, (init) => this.client.DELETE('/v1/user/api-keys/{key_id}', { ...init, params })).pipe(
      map(E.map((): void => undefined)),
      withErrors(API_KEYS_ERRORS),
    );
  }
}
