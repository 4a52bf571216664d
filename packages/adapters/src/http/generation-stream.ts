import type { SpeechError, SpeechStreamEvent } from '@cadence/application';
import { Observable } from 'rxjs';
import type { RawAnswer } from './api-call.js';
import type { ErrorTable } from './error-table.js';
import { httpErrorFromBody, networkError } from './http-error.js';

/** The options of a streamed call: the body handed over as a ReadableStream, and an abort signal. */
export type StreamCallInit = {
  readonly parseAs: 'stream';
  readonly signal: AbortSignal;
};

/** The header that names the new history item (CORS-exposed by the API). */
export const HISTORY_ITEM_ID_HEADER = 'history-item-id';

const mediaType = (response: Response): string => (response.headers.get('content-type') ?? 'audio/mpeg').split(';')[0]?.trim() || 'audio/mpeg';

const isStream = (data: unknown): data is ReadableStream<Uint8Array> =>
  typeof data === 'object' && data !== null && 'getReader' in data && typeof data.getReader === 'function';

/**
 * A streamed generation as a cold observable of SpeechStreamEvents: `started` with the history-item-id header once
 * the response arrives, each body chunk as it is read, then completion. A failure is one `failed` event (the error
 * status or the network failure, through the adapter's error table) and completion: it never errors. Unsubscribing
 * aborts.
 */
export const generationStream = (
  errors: ErrorTable<SpeechError>,
  send: (init: StreamCallInit) => Promise<RawAnswer>,
): Observable<SpeechStreamEvent> =>
  new Observable<SpeechStreamEvent>((subscriber) => {
    const controller = new AbortController();
    const run = async (): Promise<void> => {
      const { data, error, response } = await send({ parseAs: 'stream', signal: controller.signal });
      if (!response.ok) {
        subscriber.next({ type: 'failed', error: errors(httpErrorFromBody(response.status, response.statusText, error)) });
        return;
      }
      const historyItemId = response.headers.get(HISTORY_ITEM_ID_HEADER);
      subscriber.next({ type: 'started', historyItemId: historyItemId === '' ? null : historyItemId, contentType: mediaType(response) });
      if (!isStream(data)) return;
      const reader = data.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done || subscriber.closed) break;
        if (value.length > 0) subscriber.next({ type: 'chunk', bytes: value });
      }
    };
    run().then(
      () => subscriber.complete(),
      () => {
        if (controller.signal.aborted) return;
        subscriber.next({ type: 'failed', error: errors(networkError()) });
        subscriber.complete();
      },
    );
    return () => controller.abort();
  });
