import { concatMap, filter, from, map, take, timer, type Observable, type SchedulerLike } from 'rxjs';
import * as E from 'fp-ts/lib/Either.js';
import { HISTORY_POLL_DELAYS_MS } from '@cadence/domain';
import type { HistoryApi } from './history-api.port.js';
import type { HistoryItem } from './history-item.js';

/**
 * The spec's history polling for a generated item whose id the response did not carry: wait 1 s, then up to ten
 * polls 5 s apart (the domain's delays) for the newest item of that source; the first one made at or after the
 * generation started is the record. Completes without a value when none appears.
 */
export const pollForNewHistoryItem = (
  history: Pick<HistoryApi, 'list'>,
  source: 'TTS' | 'STS',
  startedAtUnix: number,
  scheduler: SchedulerLike,
): Observable<HistoryItem> =>
  from(HISTORY_POLL_DELAYS_MS).pipe(
    concatMap((delay) =>
      timer(delay, scheduler).pipe(
        concatMap(() => history.list({ pageSize: 1, startAfterHistoryItemId: null, voiceId: null, search: null, source })),
      ),
    ),
    map((result) => (E.isRight(result) ? result.right.items[0] : undefined)),
    filter((item): item is HistoryItem => item !== undefined && item.dateUnix >= startedAtUnix),
    take(1),
  );
