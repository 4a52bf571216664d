import { combineLatest, concat, defer, EMPTY, filter, map, scan, shareReplay, startWith, Subject, switchMap, take, tap, type Observable } from 'rxjs';
import * as E from 'fp-ts/lib/Either.js';
import { pipe } from 'fp-ts/lib/function.js';
import {
  feedbackCharactersRemaining, isThumbLocked, shouldOfferFeedbackDialog, type Feedback, type FeedbackDraft, type FeedbackSubmission,
} from '@cadence/domain';
import type { Notifications } from '../shared/notifications.port.js';
import type { FeedbackApi } from './feedback-api.port.js';
import { answered, checkFeedback, enteredOf, reduceFeedback, type DialogDraft, type FeedbackEvent } from './feedback.reducer.js';
import type { FeedbackDialogView, FeedbackUseCase, FeedbackView } from './feedback.types.js';
import type { FeedbackTarget } from './player.types.js';

/** The ports and streams feedback needs. */
export interface FeedbackDeps {
  readonly api: FeedbackApi;
  /** The item in the player (synchronous on subscription: the player's model). */
  readonly target$: Observable<FeedbackTarget | null>;
  /** Tells the player the stored feedback, so the thumbs lock once it is reviewed. */
  readonly saved: (historyItemId: string, feedback: Feedback) => void;
  readonly notifications: Notifications;
}

const dialogView = (draft: DialogDraft): FeedbackDialogView =>
  draft.kind === 'positive'
    ? { kind: 'positive', text: draft.text, remaining: feedbackCharactersRemaining(draft.text), error: draft.error, submitting: draft.submitting }
    : { kind: 'negative', flags: draft.flags, error: draft.error, submitting: draft.submitting };

const toView = (target: FeedbackTarget | null, draft: DialogDraft | null): FeedbackView => ({
  available: target !== null,
  locked: isThumbLocked(target?.feedback ?? null),
  thumb: target?.feedback === undefined || target.feedback === null ? null : target.feedback.thumbs_up ? 'up' : 'down',
  dialog: draft !== null && draft.historyItemId === target?.historyItemId ? dialogView(draft) : null,
});

/**
 * Thumbs feedback: a thumbs down always opens the checkboxes; a thumbs up opens the free text when the generation
 * has 400 characters or fewer, else it is sent at once. The dialog's draft is folded from its events (the reducer);
 * drafts are checked by the domain before sending, and the answer's toast goes to the app's notifications.
 */
export const createFeedbackUseCase = (deps: FeedbackDeps): FeedbackUseCase => {
  const events = new Subject<FeedbackEvent>();
  const emit = (event: FeedbackEvent): void => events.next(event);
  const draft$ = events.pipe(scan(reduceFeedback, null), startWith(null), shareReplay({ bufferSize: 1, refCount: false }));

  /** The item feedback may be given on now, with the draft (nothing when there is none or it is locked). */
  const now$ = combineLatest([deps.target$.pipe(take(1)), draft$.pipe(take(1))]).pipe(
    filter((pair): pair is [FeedbackTarget, DialogDraft | null] => pair[0] !== null && !isThumbLocked(pair[0].feedback)),
  );

  /** Folds one event when subscribed, and ends. */
  const folding = (event: FeedbackEvent): Observable<never> =>
    defer(() => {
      emit(event);
      return EMPTY;
    });

  const submitted = (target: FeedbackTarget, submission: FeedbackSubmission): Observable<void> =>
    deps.api.submit(target.historyItemId, submission).pipe(
      tap((result) => {
        if (E.isRight(result)) deps.saved(target.historyItemId, result.right);
        const { event, notice } = answered(result);
        deps.notifications.notify(notice);
        emit(event);
      }),
      map(() => undefined),
    );

  const send = (target: FeedbackTarget, entered: FeedbackDraft): Observable<void> =>
    pipe(
      checkFeedback(target, entered),
      E.match(folding, (submission) => concat(folding({ type: 'sending' }), submitted(target, submission))),
    );

  const open = (target: FeedbackTarget, kind: DialogDraft['kind']): Observable<void> =>
    folding({ type: 'opened', historyItemId: target.historyItemId, kind });

  return {
    view$: combineLatest([deps.target$, draft$]).pipe(
      map(([target, draft]) => toView(target, draft)),
      shareReplay({ bufferSize: 1, refCount: true }),
    ),
    thumbsUp: () =>
      now$.pipe(
        switchMap(([target]) => (shouldOfferFeedbackDialog(true, target.text) ? open(target, 'positive') : send(target, { kind: 'positive', text: '' }))),
      ),
    thumbsDown: () => now$.pipe(switchMap(([target]) => open(target, 'negative'))),
    setText: (text) => emit({ type: 'textChanged', text }),
    toggleFlag: (flag) => emit({ type: 'flagToggled', flag }),
    submit: () =>
      now$.pipe(
        switchMap(([target, draft]) =>
          draft === null || draft.submitting || draft.historyItemId !== target.historyItemId ? EMPTY : send(target, enteredOf(draft)),
        ),
      ),
    closeDialog: () => emit({ type: 'closed' }),
  };
};
