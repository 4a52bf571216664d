import type * as E from 'fp-ts/lib/Either.js';

/**
 * A failed call, normalised once at the edge: the HTTP status (0 when the network failed), the message from
 * detail.message or detail.msg, and the status text from detail.status (e.g. "invalid_action_code").
 */
export interface HttpError {
  readonly status: number;
  readonly message: string;
  readonly statusText: string;
}

/** What every port call answers: the value, or the normalised error. Nothing throws across the layer. */
export type ApiResult<T> = E.Either<HttpError, T>;
