import { BehaviorSubject, lastValueFrom, of, type Observable } from 'rxjs';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import type { Feedback, FeedbackSubmission } from '@cadence/domain';
import { Unavailable } from '../shared/port-error.js';
import { recordingNotifications } from '../shared/testing/shared-fakes.js';
import { FeedbackAlreadyReviewed, type FeedbackApiError } from './feedback-api.port.js';
import { createFeedbackUseCase } from './feedback.use-case.js';
import type { FeedbackView } from './feedback.types.js';
import type { FeedbackTarget } from './player.types.js';
import { fakeFeedbackApi, storedFeedback } from './testing/playback-fakes.js';

const setup = (target: FeedbackTarget | null, answer?: (s: FeedbackSubmission) => Observable<E.Either<FeedbackApiError, Feedback>>) => {
  const target$ = new BehaviorSubject<FeedbackTarget | null>(target);
  const api = fakeFeedbackApi(answer);
  const saved: string[] = [];
  const notifications = recordingNotifications();
  const feedback = createFeedbackUseCase({ api: api.api, target$, saved: (id, stored) => saved.push(`${id} ${String(stored.thumbs_up)}`), notifications });
  const views: FeedbackView[] = [];
  feedback.view$.subscribe((view) => views.push(view));
  const run = (intent: Observable<void>) => lastValueFrom(intent, { defaultValue: undefined });
  return {
    feedback, sent: api.sent, saved, views, notifications, run, target$,
    latest: (): FeedbackView => { const view = views.at(-1); if (view === undefined) throw new Error('no view'); return view; },
  };
};

const shortText = { historyItemId: 'h1', text: 'A short generation.', feedback: null };

describe('feedback', () => {
  it('opens the free-text dialog on a thumbs up for text of 400 characters or fewer, with a counter', async () => {
    const t = setup(shortText);
    await t.run(t.feedback.thumbsUp());
    t.feedback.setText('Lovely');
    expect(t.latest().dialog).toEqual({ kind: 'positive', text: 'Lovely', remaining: 194, error: null, submitting: false });
    expect(t.sent).toEqual([]);
  });

  it('sends a thumbs up at once when the text is longer than 400 characters', async () => {
    const t = setup({ historyItemId: 'h1', text: 'x'.repeat(401), feedback: null });
    await t.run(t.feedback.thumbsUp());
    expect(t.sent).toEqual([{ thumbs_up: true, feedback: '', emotions: false, inaccurate_clone: false, glitches: false, audio_quality: false, other: false }]);
    expect(t.notifications.notices).toEqual([{ type: 'toast', kind: 'success', message: 'Your feedback has been submitted, thank you.' }]);
    expect(t.latest().dialog).toBeNull();
  });

  it('refuses positive text under 20 characters without sending', async () => {
    const t = setup(shortText);
    await t.run(t.feedback.thumbsUp());
    t.feedback.setText('Too short');
    await t.run(t.feedback.submit());
    expect(t.sent).toEqual([]);
    expect(t.latest().dialog?.error).toBe('Please write at least 20 characters.');
  });

  it('sends the checked boxes of a thumbs down and tells the player what was stored', async () => {
    const t = setup({ historyItemId: 'h1', text: 'y'.repeat(900), feedback: null });
    await t.run(t.feedback.thumbsDown());
    t.feedback.toggleFlag('glitches');
    t.feedback.toggleFlag('other');
    await t.run(t.feedback.submit());
    expect(t.sent).toEqual([{ thumbs_up: false, feedback: '', emotions: false, inaccurate_clone: false, glitches: true, audio_quality: false, other: true }]);
    expect(t.saved).toEqual(['h1 false']);
    expect(t.notifications.toasts()).toEqual(['success: Your feedback has been submitted, thank you.']);
    expect(t.latest().dialog).toBeNull();
  });

  it('shows the already-reviewed message when the feedback was reviewed meanwhile', async () => {
    const t = setup(shortText, () => of(E.left(FeedbackAlreadyReviewed('Already reviewed.'))));
    await t.run(t.feedback.thumbsDown());
    await t.run(t.feedback.submit());
    expect(t.notifications.notices).toEqual([{ type: 'toast', kind: 'error', message: 'This feedback cannot be changed as it was already reviewed.' }]);
    expect(t.latest().dialog?.error).toBe('This feedback cannot be changed as it was already reviewed.');
  });

  it('shows any other failure with the service’s reason, and lets the person send again', async () => {
    const t = setup(shortText, () => of(E.left(Unavailable())));
    await t.run(t.feedback.thumbsDown());
    await t.run(t.feedback.submit());
    expect(t.notifications.toasts()).toEqual(['error: Something went wrong, please try again later.']);
    expect(t.latest().dialog).toMatchObject({ submitting: false, error: 'Something went wrong, please try again later.' });
  });

  it('locks the thumbs once the feedback is reviewed', async () => {
    const reviewed = storedFeedback({ thumbs_up: true, feedback: '', emotions: false, inaccurate_clone: false, glitches: false, audio_quality: false, other: false }, 'reviewed');
    const t = setup({ ...shortText, feedback: reviewed });
    expect(t.latest()).toMatchObject({ available: true, locked: true, thumb: 'up' });
    await t.run(t.feedback.thumbsDown());
    expect(t.latest().dialog).toBeNull();
  });

  it('is unavailable without a history record', () => {
    const t = setup(null);
    expect(t.latest()).toEqual({ available: false, locked: false, thumb: null, dialog: null });
  });

  it('drops the dialog when the player moves to another item', async () => {
    const t = setup(shortText);
    await t.run(t.feedback.thumbsDown());
    expect(t.latest().dialog).not.toBeNull();
    t.target$.next({ historyItemId: 'h2', text: 'Another one.', feedback: null });
    expect(t.latest().dialog).toBeNull();
  });
});
