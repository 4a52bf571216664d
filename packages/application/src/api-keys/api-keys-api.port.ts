import type { Observable } from 'rxjs';
import type { ApiResult } from '../shared/http-error.js';

/** An API key as listed: never its secret, only the last four characters. */
export interface ApiKey {
  readonly keyId: string;
  readonly name: string;
  readonly hint: string;
  readonly createdAtUnix: number;
}

/** A key just created: the secret is answered this once. */
export interface CreatedApiKey {
  readonly keyId: string;
  readonly secret: string;
}

/** The API-key calls of the API (GET/POST /v1/user/api-keys, DELETE /v1/user/api-keys/{key_id}). */
export interface ApiKeysApi {
  list(): Observable<ApiResult<readonly ApiKey[]>>;
  create(name: string): Observable<ApiResult<CreatedApiKey>>;
  revoke(keyId: string): Observable<ApiResult<void>>;
}

/** The token for binding ApiKeysApi in a container. */
export const ApiKeysApi = Symbol.for('cadence.ApiKeysApi');
