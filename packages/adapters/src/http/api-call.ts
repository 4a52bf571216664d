import * as E from 'fp-ts/lib/Either.js';
import { pipe } from 'fp-ts/lib/function.js';
import type * as t from 'io-ts';
import { catchError, defer, finalize, from, map, of, type Observable } from 'rxjs';
import { httpErrorFromBody, invalidResponse, networkError, type HttpResult } from './http-error.js';

/**
 * The options every call passes to openapi-fetch: the raw body as text (decoded here) and an abort signal.
 * A type alias, not an interface, so it fits openapi-fetch's open init type.
 */
export type CallInit = {
  readonly parseAs: 'text';
  readonly signal: AbortSignal;
};

/** What openapi-fetch answers, as far as decoding needs it. */
export interface RawAnswer {
  readonly data?: unknown;
  readonly error?: unknown;
  readonly response: Response;
}

const parseJson = (raw: unknown): E.Either<unknown, unknown> =>
  typeof raw === 'string' && raw !== '' ? E.tryCatch(() => JSON.parse(raw) as unknown, E.toError) : E.left(raw);

const decodeAnswer =
  <A>(codec: t.Decoder<unknown, A>) =>
  ({ data, error, response }: RawAnswer): HttpResult<A> =>
    response.ok
      ? pipe(
          parseJson(data),
          E.chainW((json) => codec.decode(json)),
          E.mapLeft(() => invalidResponse(response.status)),
        )
      : E.left(httpErrorFromBody(response.status, response.statusText, error));

/**
 * One API call as a cold observable: sends on subscription, emits one Either (the decoded body, or the normalised
 * HttpError) and completes; it never errors. Unsubscribing early aborts the request.
 */
export const apiCall = <A>(
  codec: t.Decoder<unknown, A>,
  send: (init: CallInit) => Promise<RawAnswer>,
): Observable<HttpResult<A>> =>
  defer(() => {
    const controller = new AbortController();
    return from(send({ parseAs: 'text', signal: controller.signal })).pipe(finalize(() => controller.abort()));
  }).pipe(
    map(decodeAnswer(codec)),
    catchError(() => of(E.left(networkError()))),
  );
