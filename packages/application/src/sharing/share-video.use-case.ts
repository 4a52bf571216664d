import {
  BehaviorSubject, defer, EMPTY, exhaustMap, ignoreElements, interval, map, merge, shareReplay, Subject, takeUntil, tap,
  type Observable,
} from 'rxjs';
import * as E from 'fp-ts/lib/Either.js';
import {
  INITIAL_SHARE_VIDEO_DIALOG_STATE, SHARE_VIDEO_FILE_NAME, shareVideoDialogReducer, VIDEO_PROGRESS_UPDATE_INTERVAL_MS,
  VIDEO_THEME_LABELS, VIDEO_THEMES, type ShareVideoDialogEvent, type ShareVideoDialogState, type VideoTheme,
} from '@cadence/domain';
import type { FileSaver } from '../shared/file-saver.port.js';
import type { HistoryItem } from '../history/history-item.js';
import type { ObjectUrls } from './object-urls.port.js';
import type { SharingApi, VideoOptions } from './sharing-api.port.js';
import { toastMessageFor } from '../shared/http-error-toast.js';
import { offersV3TagsChoice, shownVideoProgress, videoIneligibility } from './share-video-item.js';
import type { ShareEffect, ShareVideoUseCase, ShareVideoView } from './sharing.types.js';

/** The ports the share-video dialog needs. */
export interface ShareVideoDeps {
  readonly sharing: SharingApi;
  readonly files: FileSaver;
  readonly objectUrls: ObjectUrls;
}

interface State {
  readonly item: HistoryItem | null;
  readonly dialog: ShareVideoDialogState;
  readonly muted: boolean;
}

const CLOSED: State = { item: null, dialog: INITIAL_SHARE_VIDEO_DIALOG_STATE, muted: false };

const viewOf = ({ item, dialog, muted }: State): ShareVideoView => {
  const ineligible = item === null ? null : videoIneligibility(item);
  return {
    item,
    dialog,
    themes: VIDEO_THEMES.map((theme) => ({ theme, label: VIDEO_THEME_LABELS[theme], selected: theme === dialog.theme })),
    showV3TagsCheckbox: item !== null && offersV3TagsChoice(item),
    keepV3Tags: !dialog.stripV3Tags,
    muted,
    ineligible,
    canGenerate: item !== null && ineligible === null && !dialog.generating,
    canDownload: dialog.videoUrl !== null,
  };
};

/**
 * The share-video dialog over the domain's reducer. Generating polls the server's progress every 100 ms while the
 * render request is pending and shows the server's figure, or the domain's estimate when the server has none; the
 * reducer keeps it monotonic. Selecting a theme or closing interrupts a pending render and preview. Preview images
 * become object URLs through a port and are revoked when replaced or closed.
 */
export const createShareVideoUseCase = (deps: ShareVideoDeps): ShareVideoUseCase => {
  const state = new BehaviorSubject<State>(CLOSED);
  /** A pending preview is dropped on any new choice; a pending render on a new theme or close (which reset it). */
  const previewInterrupts = new Subject<void>();
  const renderInterrupts = new Subject<void>();
  const interruptAll = (): void => {
    previewInterrupts.next();
    renderInterrupts.next();
  };
  const effects = new Subject<ShareEffect>();

  const dispatch = (event: ShareVideoDialogEvent): void => {
    const previous = state.value.dialog.previewUrl;
    const dialog = shareVideoDialogReducer(state.value.dialog, event);
    if (previous !== null && previous !== dialog.previewUrl) deps.objectUrls.revoke(previous);
    state.next({ ...state.value, dialog });
  };
  const options = (): VideoOptions => ({ theme: state.value.dialog.theme, stripV3Tags: state.value.dialog.stripV3Tags });

  const loadPreview = (): Observable<void> =>
    defer(() => {
      const item = state.value.item;
      if (item === null || videoIneligibility(item) !== null) return EMPTY;
      return deps.sharing.videoPreview(item.historyItemId, options()).pipe(
        takeUntil(previewInterrupts),
        map(
          E.match(
            (error) => dispatch({ type: 'previewFailed', message: error.message }),
            (bytes) => dispatch({ type: 'previewLoaded', previewUrl: deps.objectUrls.create(bytes, 'image/png') }),
          ),
        ),
      );
    });

  /** A new choice drops the pending preview (and, for a theme, the render), then loads the new preview. */
  const rechoose = (event: ShareVideoDialogEvent, interrupt: () => void): Observable<void> =>
    defer(() => {
      interrupt();
      dispatch(event);
      return loadPreview();
    });

  const generate = (): Observable<void> =>
    defer(() => {
      const { item } = state.value;
      if (item === null || !viewOf(state.value).canGenerate) return EMPTY;
      const chosen = options();
      const textLength = item.text?.length ?? 0;
      dispatch({ type: 'generationStarted' });
      const result$ = deps.sharing.generateVideo(item.historyItemId, chosen).pipe(shareReplay({ bufferSize: 1, refCount: true }));
      const done$ = result$.pipe(
        tap(E.match((error) => dispatch({ type: 'generationFailed', message: error.message }), (videoUrl) => dispatch({ type: 'videoGenerated', videoUrl }))),
      );
      const progress$ = interval(VIDEO_PROGRESS_UPDATE_INTERVAL_MS).pipe(
        exhaustMap((tick) =>
          deps.sharing.videoProgress(item.historyItemId, chosen).pipe(
            map((answer) => shownVideoProgress(answer, (tick + 1) * VIDEO_PROGRESS_UPDATE_INTERVAL_MS, textLength)),
          ),
        ),
        takeUntil(result$),
        tap((progress) => dispatch({ type: 'progressEstimated', progress })),
      );
      return merge(done$, progress$).pipe(ignoreElements(), takeUntil(renderInterrupts));
    });

  const download = (): Observable<void> =>
    defer(() => {
      const url = state.value.dialog.videoUrl;
      if (url === null) return EMPTY;
      return deps.sharing.fetchVideo(url).pipe(
        exhaustMap(
          E.match(
            (error) => {
              effects.next({ type: 'toast', kind: 'error', message: toastMessageFor(error) });
              return EMPTY;
            },
            (bytes) => deps.files.save({ name: SHARE_VIDEO_FILE_NAME, contentType: 'video/mp4', bytes }),
          ),
        ),
      );
    });

  return {
    view$: state.pipe(map(viewOf)),
    effects$: effects.asObservable(),
    open: (item) =>
      defer(() => {
        interruptAll();
        dispatch({ type: 'closed' });
        state.next({ ...CLOSED, item });
        return loadPreview();
      }),
    close: () => {
      interruptAll();
      dispatch({ type: 'closed' });
      state.next(CLOSED);
    },
    selectTheme: (theme: VideoTheme) => rechoose({ type: 'themeSelected', theme }, interruptAll),
    setKeepV3Tags: (keep) => rechoose({ type: 'stripV3TagsSet', strip: !keep }, () => previewInterrupts.next()),
    generate,
    download,
    toggleMute: () => state.next({ ...state.value, muted: !state.value.muted }),
  };
};
