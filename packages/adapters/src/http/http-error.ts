import type * as E from 'fp-ts/lib/Either.js';
import { ErrorBodyCodec, type ErrorDetail } from './codecs/http-error.codec.js';

/**
 * A failed call, normalised once: the HTTP status (0 when the network failed), the message from detail.message or
 * detail.msg, and the server's code from detail.status (e.g. "invalid_action_code"). It never leaves the adapters:
 * each adapter's error table turns it into its port's error union.
 */
export interface HttpError {
  readonly status: number;
  readonly message: string;
  readonly statusText: string;
}

/** A call's answer before the adapter's error table: the decoded value, or the normalised HttpError. */
export type HttpResult<A> = E.Either<HttpError, A>;

/** The message of a failure that never reached the server (status 0). */
export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Check your connection and try again.';

/** The status text of a failure that never reached the server. */
export const NETWORK_ERROR_STATUS_TEXT = 'network_error';

/** The message of an answer whose body does not match the contract. */
export const INVALID_RESPONSE_MESSAGE = 'The server sent an answer the app could not read.';

/** The status text of an answer whose body does not match the contract. */
export const INVALID_RESPONSE_STATUS_TEXT = 'invalid_response';

const hasMsg = (item: unknown): item is { readonly msg: string } =>
  typeof item === 'object' && item !== null && 'msg' in item && typeof item.msg === 'string';

const detailMessage = (detail: ErrorDetail): string => {
  if (typeof detail === 'string') return detail;
  if (Array.isArray(detail)) {
    return detail
      .filter(hasMsg)
      .map((item) => item.msg)
      .join('; ');
  }
  return detail.message ?? detail.msg ?? '';
};

const detailStatus = (detail: ErrorDetail): string | undefined =>
  typeof detail === 'object' && !Array.isArray(detail) ? detail.status : undefined;

/**
 * Normalises an error answer: message from detail.message or detail.msg (or the msg of each item when detail is
 * FastAPI's array), status text from detail.status, else the HTTP reason phrase. A body of any other shape, or
 * none, leaves the message empty so callers fall back to their own copy.
 */
export const httpErrorFromBody = (status: number, reasonPhrase: string, body: unknown): HttpError => {
  const decoded = ErrorBodyCodec.decode(body);
  if (decoded._tag === 'Left') return { status, message: '', statusText: reasonPhrase };
  const { detail } = decoded.right;
  return { status, message: detailMessage(detail), statusText: detailStatus(detail) ?? reasonPhrase };
};

/** A call that never got an answer (offline, DNS, CORS, refused connection). */
export const networkError = (): HttpError => ({
  status: 0,
  message: NETWORK_ERROR_MESSAGE,
  statusText: NETWORK_ERROR_STATUS_TEXT,
});

/** An answer whose body is not JSON or does not decode: never trusted. */
export const invalidResponse = (status: number): HttpError => ({
  status,
  message: INVALID_RESPONSE_MESSAGE,
  statusText: INVALID_RESPONSE_STATUS_TEXT,
});
