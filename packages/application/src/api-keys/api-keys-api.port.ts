import type * as E from 'fp-ts/lib/Either.js';
import type { Observable } from 'rxjs';
import type { CommonError, NotFound, SessionExpired } from '../shared/port-error.js';

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

/**
 * How an API-key call fails:
 * - `NotFound`: the key to revoke does not exist (already revoked, or another user's);
 * - `SessionExpired`: the user is no longer signed in;
 * - `Rejected`: refused for the service's own reason (a name it does not accept, …), given in `message`;
 * - `Unavailable`: the service could not be reached, failed, or answered something unreadable.
 */
export type ApiKeysError = NotFound | SessionExpired | CommonError;

/** The API-key calls of the API (GET/POST /v1/user/api-keys, DELETE /v1/user/api-keys/{key_id}). */
export interface ApiKeysApi {
  list(): Observable<E.Either<ApiKeysError, readonly ApiKey[]>>;
  create(name: string): Observable<E.Either<ApiKeysError, CreatedApiKey>>;
  revoke(keyId: string): Observable<E.Either<ApiKeysError, void>>;
}
