import { BehaviorSubject, combineLatest, EMPTY, map, shareReplay, Subject, switchMap, take, tap, type Observable } from 'rxjs';
import * as E from 'fp-ts/lib/Either.js';
import {
  FEEDBACK_ALREADY_REVIEWED_MESSAGE, FEEDBACK_SUBMITTED_MESSAGE, feedbackCharactersRemaining, feedbackErrorMessage,
  isThumbLocked, NO_NEGATIVE_FLAGS, shouldOfferFeedbackDialog, validateFeedback,
  type Feedback, type FeedbackDraft, type FeedbackError, type FeedbackSubmission, type NegativeFeedbackFlags,
} from '@cadence/domain';
import type { FeedbackApi } from './feedback-api.port.js';
import { toastMessageFor } from '../shared/http-error-toast.js';
import type { FeedbackDialogView, FeedbackEffect, FeedbackUseCase, FeedbackView } from './feedback.types.js';
import type { FeedbackTarget } from './player.types.js';

/** The ports and streams feedback needs. */
export interface FeedbackDeps {
  readonly api: FeedbackApi;
  /** The item in the player (synchronous on subscription: the player's model). */
  readonly target$: Observable<FeedbackTarget | null>;
  /** Tells the player the stored feedback, so the thumbs lock once it is reviewed. */
  readonly saved: (historyItemId: string, feedback: Feedback) => void;
}

interface Draft {
  readonly historyItemId: string;
  readonly kind: 'positive' | 'negative';
  readonly text: string;
  readonly flags: NegativeFeedbackFlags;
  readonly error: string | null;
  readonly submitting: boolean;
}

const dialogView = (draft: Draft): FeedbackDialogView =>
  draft.kind === 'positive'
    ? { kind: 'positive', text: draft.text, remaining: feedbackCharactersRemaining(draft.text), error: draft.error, submitting: draft.submitting }
    : { kind: 'negative', flags: draft.flags, error: draft.error, submitting: draft.submitting };

const toView = (target: FeedbackTarget | null, draft: Draft | null): FeedbackView => ({
  available: target !== null,
  locked: isThumbLocked(target?.feedback ?? null),
  thumb: target?.feedback === undefined || target.feedback === null ? null : target.feedback.thumbs_up ? 'up' : 'down',
  dialog: draft !== null && draft.historyItemId === target?.historyItemId ? dialogView(draft) : null,
});

/**
 * Thumbs feedback: a thumbs down always opens the checkboxes; a thumbs up opens the free text when the generation
 * has 400 characters or fewer, else it is sent at once. Drafts are checked by the domain before sending; a 409 means
 * the feedback was reviewed meanwhile.
 */
export const createFeedbackUseCase = (deps: FeedbackDeps): FeedbackUseCase => {
  const draft = new BehaviorSubject<Draft | null>(null);
  const effects = new Subject<FeedbackEffect>();
  const patch = (change: Partial<Draft>): void => {
    if (draft.value !== null) draft.next({ ...draft.value, ...change });
  };
  const currentTarget = (): Observable<FeedbackTarget> =>
    deps.target$.pipe(take(1), switchMap((target) => (target === null || isThumbLocked(target.feedback) ? EMPTY : [target])));

  const send = (target: FeedbackTarget, entered: FeedbackDraft): Observable<void> =>
    E.match(
      (error: FeedbackError) => {
        patch({ error: feedbackErrorMessage(error) });
        return EMPTY as Observable<void>;
      },
      (submission: FeedbackSubmission) => {
        patch({ submitting: true, error: null });
        return deps.api.submit(target.historyItemId, submission).pipe(
          map((result) => {
            if (E.isRight(result)) {
              deps.saved(target.historyItemId, result.right);
              draft.next(null);
              effects.next({ type: 'toast', kind: 'success', message: FEEDBACK_SUBMITTED_MESSAGE });
              return;
            }
            const message = result.left.status === 409 ? FEEDBACK_ALREADY_REVIEWED_MESSAGE : toastMessageFor(result.left);
            patch({ submitting: false, error: message });
            effects.next({ type: 'toast', kind: 'error', message });
          }),
        );
      },
    )(validateFeedback(target.feedback, entered));

  const open = (target: FeedbackTarget, kind: Draft['kind']): void =>
    draft.next({ historyItemId: target.historyItemId, kind, text: '', flags: NO_NEGATIVE_FLAGS, error: null, submitting: false });

  return {
    view$: combineLatest([deps.target$, draft]).pipe(
      map(([target, current]) => toView(target, current)),
      shareReplay({ bufferSize: 1, refCount: true }),
    ),
    effects$: effects.asObservable(),
    thumbsUp: () =>
      currentTarget().pipe(
        switchMap((target) => {
          if (!shouldOfferFeedbackDialog(true, target.text)) return send(target, { kind: 'positive', text: '' });
          open(target, 'positive');
          return EMPTY;
        }),
      ),
    thumbsDown: () => currentTarget().pipe(tap((target) => open(target, 'negative')), map(() => undefined)),
    setText: (text) => patch({ text, error: null }),
    toggleFlag: (flag) => {
      if (draft.value !== null) patch({ flags: { ...draft.value.flags, [flag]: !draft.value.flags[flag] } });
    },
    submit: () =>
      currentTarget().pipe(
        switchMap((target) => {
          const current = draft.value;
          if (current === null || current.submitting || current.historyItemId !== target.historyItemId) return EMPTY;
          return send(target, current.kind === 'positive' ? { kind: 'positive', text: current.text } : { kind: 'negative', flags: current.flags });
        }),
      ),
    closeDialog: () => draft.next(null),
  };
};
