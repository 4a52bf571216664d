import {
  asyncScheduler, catchError, connect, defer, distinctUntilChanged, EMPTY, exhaustMap, filter, ignoreElements, map, merge, mergeMap,
  of, reduce, scan, share, shareReplay, startWith, Subject, tap, type Observable, type SchedulerLike,
} from 'rxjs';
import * as E from 'fp-ts/lib/Either.js';
import type { Clock } from '../shared/clock.port.js';
import type { HistoryApi } from '../history/history-api.port.js';
import type { HistoryItem } from '../history/history-item.js';
import { pollForNewHistoryItem } from '../history/history-polling.js';
import { toast, type Notifications } from '../shared/notifications.port.js';
import { failureMessage, Unavailable } from '../shared/port-error.js';
import type { SpeechApi } from './speech-api.port.js';
import { eventOf, lookupAfter, recordLookup, streamFor, type Ended } from './generation-events.js';
import { GENERATION_IDLE, reduceGeneration } from './generation.reducer.js';
import type { GenerationEvent, GenerationRequest, GenerationUseCase, RecordLookup } from './generation.types.js';

/** The ports a generation needs. */
export interface GenerationDeps {
  readonly speech: SpeechApi;
  readonly history: Pick<HistoryApi, 'list' | 'get'>;
  readonly clock: Clock;
  readonly notifications: Notifications;
  /** Runs the polling delays (virtual time in tests). */
  readonly scheduler?: SchedulerLike;
}

/**
 * Generation with streaming: each request's audio events go to the player (through `events$`); once the audio is
 * all there the history record is fetched by the id from the `history-item-id` header, or, without one, found by
 * the spec's polling. A failure is toasted through the app's notifications with the service's reason, so it is shown
 * on whatever page the person is on by then.
 */
export const createGenerationUseCase = (deps: GenerationDeps): GenerationUseCase => {
  const scheduler = deps.scheduler ?? asyncScheduler;
  const requests = new Subject<GenerationRequest>();

  const audioOf = (request: GenerationRequest, run: number): Observable<GenerationEvent> =>
    defer(() => {
      const start = recordLookup(request, deps.clock.nowMs());
      return streamFor(deps.speech, request).pipe(
        map(eventOf(run, request)),
        // The port never errors; should it, the app-long pipeline must survive: the run fails instead.
        catchError(() => of<GenerationEvent>({ type: 'failed', run, error: Unavailable() })),
        connect((events$) => merge(events$, events$.pipe(reduce(lookupAfter, start), map((lookup): GenerationEvent => ({ type: 'ended', run, lookup }))))),
        startWith<GenerationEvent>({ type: 'requested', run }),
      );
    });

  const findRecord = (lookup: RecordLookup): Observable<HistoryItem> =>
    lookup.historyItemId !== null
      ? deps.history.get(lookup.historyItemId).pipe(filter(E.isRight), map((result) => result.right))
      : pollForNewHistoryItem(deps.history, lookup.source, lookup.sinceUnix, scheduler);

  const recordOf = ({ run, lookup }: Ended): Observable<GenerationEvent> =>
    lookup === null ? EMPTY : findRecord(lookup).pipe(map((item): GenerationEvent => ({ type: 'recorded', run, item })));

  // A press while audio streams is ignored (exhaustMap); the record of one run may still be polled for while the
  // next one streams (mergeMap).
  const audio$ = requests.pipe(exhaustMap(audioOf), share());
  const events$ = merge(audio$, audio$.pipe(filter((event): event is Ended => event.type === 'ended'), mergeMap(recordOf))).pipe(
    tap((event) => {
      if (event.type === 'failed') deps.notifications.notify(toast('error', failureMessage(event.error)));
    }),
    share(),
  );
  const view$ = events$.pipe(
    scan(reduceGeneration, GENERATION_IDLE),
    startWith(GENERATION_IDLE),
    distinctUntilChanged(),
    shareReplay({ bufferSize: 1, refCount: false }),
  );

  return {
    view$,
    events$: merge(view$.pipe(ignoreElements()), events$),
    generate: (request) =>
      defer(() => {
        requests.next(request);
        return EMPTY;
      }),
  };
};
