import type { ApiKey, ApiKeysApi, ApiResult, CreatedApiKey } from '@cadence/application';
import * as E from 'fp-ts/lib/Either.js';
import { map, type Observable } from 'rxjs';
import { apiCall } from './api-call.js';
import type { ApiClient } from './api-client.js';
import { ApiKeyListCodec, CreatedApiKeyCodec } from './codecs/api-key.codec.js';
import { OkCodec } from './codecs/ok.codec.js';

/** ApiKeysApi over GET/POST /v1/user/api-keys and DELETE /v1/user/api-keys/{key_id}. */
export class HttpApiKeysApi implements ApiKeysApi {
  constructor(private readonly client: ApiClient) {}

  list(): Observable<ApiResult<readonly ApiKey[]>> {
    return apiCall(ApiKeyListCodec, (init) => this.client.GET('/v1/user/api-keys', init)).pipe(
      map(E.map(({ api_keys }) => api_keys.map((key) => ({ keyId: key.key_id, name: key.name, hint: key.hint, createdAtUnix: key.created_at_unix })))),
    );
  }

  create(name: string): Observable<ApiResult<CreatedApiKey>> {
    const body = { name };
    return apiCall(CreatedApiKeyCodec, (init) => this.client.POST('/v1/user/api-keys', { ...init, body })).pipe(
      map(E.map((created) => ({ keyId: created.key_id, secret: created.xi_api_key }))),
    );
  }

  revoke(keyId: string): Observable<ApiResult<void>> {
    const params = { path: { key_id: keyId } };
    return apiCall(OkCodec, (init) => this.client.DELETE('/v1/user/api-keys/{key_id}', { ...init, params })).pipe(
      map(E.map((): void => undefined)),
    );
  }
}
