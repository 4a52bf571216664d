import type { DownloadedAudio } from '@cadence/application';
import * as E from 'fp-ts/lib/Either.js';
import { catchError, defer, finalize, from, map, of, type Observable } from 'rxjs';
import type { RawAnswer } from './api-call.js';
import { httpErrorFromBody, networkError, type HttpResult } from './http-error.js';

/** The options of a call whose answer is binary: the body as an ArrayBuffer, and an abort signal. */
export type BytesCallInit = {
  readonly parseAs: 'arrayBuffer';
  readonly signal: AbortSignal;
};

/**
 * The raw answer as bytes with its content type. No body (204, Content-Length 0, or a null body) is `body: null`
 * so the domain can refuse it with its own message; the content type is left for the domain to check.
 */
const toDownloaded = ({ data, error, response }: RawAnswer): HttpResult<DownloadedAudio> => {
  if (!response.ok) return E.left(httpErrorFromBody(response.status, response.statusText, error));
  const body = data instanceof ArrayBuffer && response.body !== null ? new Uint8Array(data) : null;
  return E.right({ contentType: response.headers.get('content-type') ?? '', body });
};

/**
 * A binary API call as a cold observable, like apiCall: sends on subscription, emits one Either and completes;
 * unsubscribing aborts the request. Errors keep the server's JSON detail.
 */
export const bytesCall = (send: (init: BytesCallInit) => Promise<RawAnswer>): Observable<HttpResult<DownloadedAudio>> =>
  defer(() => {
    const controller = new AbortController();
    return from(send({ parseAs: 'arrayBuffer', signal: controller.signal })).pipe(finalize(() => controller.abort()));
  }).pipe(
    map(toDownloaded),
    catchError(() => of(E.left(networkError()))),
  );
