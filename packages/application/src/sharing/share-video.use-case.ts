import {
  concat, distinctUntilChanged, EMPTY, exhaustMap, filter, finalize, ignoreElements, interval, map, merge, mergeMap, NEVER, of,
  shareReplay, Subject, switchMap, takeUntil, tap, withLatestFrom, type Observable,
} from 'rxjs';
import * as E from 'fp-ts/lib/Either.js';
import { SHARE_VIDEO_FILE_NAME, VIDEO_PROGRESS_UPDATE_INTERVAL_MS } from '@cadence/domain';
import { detached, reduceWithEffects } from '../shared/reducer-loop.js';
import type { FileSaver } from '../shared/file-saver.port.js';
import { toast, type Notifications } from '../shared/notifications.port.js';
import { failureMessage } from '../shared/port-error.js';
import type { ObjectUrls } from './object-urls.port.js';
import { shownVideoProgress, videoIneligibility } from './share-video-item.js';
import {
  canGenerate, CLOSED_SHARE_VIDEO, shareVideoReducer, shareVideoView, videoOptions, type ShareVideoAnswer, type ShareVideoEvent,
  type ShareVideoIntent, type ShareVideoState,
} from './share-video.reducer.js';
import type { SharingApi, SharingError } from './sharing-api.port.js';
import type { ShareVideoUseCase } from './sharing.types.js';

/** The ports the share-video dialog needs. */
export interface ShareVideoDeps {
  readonly sharing: SharingApi;
  readonly files: FileSaver;
  readonly objectUrls: ObjectUrls;
  readonly notifications: Notifications;
}

type State$ = Observable<ShareVideoState>;

/** The service's reason, which the dialog shows after "Error generating video…" (the domain words it without one). */
const reason = (error: SharingError): { readonly message?: string } => (error.message === null ? {} : { message: error.message });

/**
 * The share-video dialog over the domain's reducer. Generating polls the server's progress every 100 ms while the
 * render request is pending and shows the server's figure, or the domain's estimate when the server has none.
 * Any new choice or closing drops a pending preview; a new theme, opening and closing also drop a pending render.
 * Preview images become object URLs through a port, revoked once replaced, closed, or no longer shown. The state is
 * folded while the shell's ShareDialogs shows it; an intent sent while nothing shows it is dropped.
 */
export const createShareVideoUseCase = (deps: ShareVideoDeps): ShareVideoUseCase => {
  const intents = new Subject<ShareVideoIntent>();
  const send = (intent: ShareVideoIntent): void => intents.next(intent);
  const ofType = <T extends ShareVideoIntent['type']>(...types: readonly T[]) =>
    intents.pipe(filter((intent): intent is Extract<ShareVideoIntent, { type: T }> => (types as readonly string[]).includes(intent.type)));

  const previews = (state$: State$): Observable<ShareVideoEvent> =>
    ofType('opened', 'themeSelected', 'stripV3TagsSet', 'closed').pipe(
      withLatestFrom(state$),
      switchMap(([, { item, dialog }]) =>
        item === null || videoIneligibility(item) !== null
          ? EMPTY
          : deps.sharing.videoPreview(item.historyItemId, videoOptions(dialog)).pipe(
              map(
                E.match(
                  (error): ShareVideoAnswer => ({ type: 'previewFailed', ...reason(error) }),
                  (bytes): ShareVideoAnswer => ({ type: 'previewLoaded', previewUrl: deps.objectUrls.create(bytes, 'image/png') }),
                ),
              ),
            ),
      ),
    );

  /** Each preview URL is revoked when another replaces it or the dialog stops showing. */
  const revocations = (state$: State$): Observable<never> =>
    state$.pipe(
      map((state) => state.dialog.previewUrl),
      distinctUntilChanged(),
      switchMap((url) => (url === null ? EMPTY : NEVER.pipe(finalize(() => deps.objectUrls.revoke(url))))),
    );

  const render = ({ item, dialog }: ShareVideoState): Observable<ShareVideoEvent> => {
    if (item === null) return EMPTY;
    const chosen = videoOptions(dialog);
    const textLength = item.text?.length ?? 0;
    const result$ = deps.sharing.generateVideo(item.historyItemId, chosen).pipe(shareReplay({ bufferSize: 1, refCount: true }));
    const done$ = result$.pipe(
      map(
        E.match(
          (error): ShareVideoAnswer => ({ type: 'generationFailed', ...reason(error) }),
          (videoUrl): ShareVideoAnswer => ({ type: 'videoGenerated', videoUrl }),
        ),
      ),
    );
    const progress$ = interval(VIDEO_PROGRESS_UPDATE_INTERVAL_MS).pipe(
      exhaustMap((tick) => deps.sharing.videoProgress(item.historyItemId, chosen).pipe(
        map((answer): ShareVideoAnswer => ({
          type: 'progressEstimated', progress: shownVideoProgress(answer, (tick + 1) * VIDEO_PROGRESS_UPDATE_INTERVAL_MS, textLength),
        })),
      )),
      takeUntil(result$),
    );
    return concat(of<ShareVideoEvent>({ type: 'generationStarted' }), merge(done$, progress$));
  };

  const renders = (state$: State$): Observable<ShareVideoEvent> =>
    ofType('generate', 'opened', 'themeSelected', 'closed').pipe(
      withLatestFrom(state$),
      // A generate that cannot start (one is running, nothing to render) must not interrupt the running one.
      filter(([intent, state]) => intent.type !== 'generate' || canGenerate(state)),
      switchMap(([intent, state]) => (intent.type === 'generate' ? render(state) : EMPTY)),
    );

  // The download runs to its end (and toasts its failure) even if the dialog is closed meanwhile.
  const downloads = (state$: State$): Observable<never> =>
    ofType('download').pipe(
      withLatestFrom(state$),
      mergeMap(([, { dialog }]) =>
        dialog.videoUrl === null
          ? EMPTY
          : deps.sharing.fetchVideo(dialog.videoUrl).pipe(
              tap(E.match((error) => deps.notifications.notify(toast('error', failureMessage(error))), () => undefined)),
              filter(E.isRight),
              exhaustMap(({ right: bytes }) => deps.files.save({ name: SHARE_VIDEO_FILE_NAME, contentType: 'video/mp4', bytes })),
              detached(),
              ignoreElements(),
            ),
      ),
    );

  const view$ = reduceWithEffects(CLOSED_SHARE_VIDEO, shareVideoReducer, intents, (state$) =>
    merge(previews(state$), revocations(state$), renders(state$), downloads(state$)),
  ).pipe(distinctUntilChanged(), map(shareVideoView), shareReplay({ bufferSize: 1, refCount: true }));

  return {
    view$,
    open: (item) => send({ type: 'opened', item }),
    close: () => send({ type: 'closed' }),
    selectTheme: (theme) => send({ type: 'themeSelected', theme }),
    setKeepV3Tags: (keep) => send({ type: 'stripV3TagsSet', strip: !keep }),
    generate: () => send({ type: 'generate' }),
    download: () => send({ type: 'download' }),
    toggleMute: () => send({ type: 'muteToggled' }),
  };
};
