import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { NotFound } from '../shared/port-error.js';
import { FeedbackAlreadyReviewed } from './feedback-api.port.js';
import { answered, checkFeedback, reduceFeedback, type FeedbackEvent } from './feedback.reducer.js';
import { storedFeedback } from './testing/playback-fakes.js';

const fold = (events: readonly FeedbackEvent[]) => events.reduce(reduceFeedback, null);
const opened: FeedbackEvent = { type: 'opened', historyItemId: 'h1', kind: 'negative' };

describe('the feedback reducer', () => {
  it('opens an empty draft, edits it and clears the error on new text', () => {
    expect(fold([opened, { type: 'flagToggled', flag: 'glitches' }, { type: 'flagToggled', flag: 'glitches' }, { type: 'flagToggled', flag: 'other' }])).toMatchObject({
      kind: 'negative', flags: { glitches: false, other: true }, error: null, submitting: false,
    });
    expect(fold([{ ...opened, kind: 'positive' }, { type: 'invalid', message: 'Too short' }, { type: 'textChanged', text: 'More words' }])).toMatchObject({
      text: 'More words', error: null,
    });
  });

  it('is busy while sending, shows a refusal and closes once saved', () => {
    const sending = fold([opened, { type: 'sending' }]);
    expect(sending).toMatchObject({ submitting: true });
    expect(reduceFeedback(sending, { type: 'refused', message: 'No' })).toMatchObject({ submitting: false, error: 'No' });
    expect(reduceFeedback(sending, { type: 'saved' })).toBeNull();
    expect(reduceFeedback(sending, { type: 'closed' })).toBeNull();
  });

  it('ignores edits without an open dialog', () => {
    expect(fold([{ type: 'textChanged', text: 'x' }, { type: 'sending' }, { type: 'refused', message: 'No' }])).toBeNull();
  });

  it('checks a draft with the domain before anything is sent', () => {
    const target = { historyItemId: 'h1', text: 'Short', feedback: null };
    expect(checkFeedback(target, { kind: 'positive', text: 'Too short' })).toEqual(E.left({ type: 'invalid', message: 'Please write at least 20 characters.' }));
    expect(E.isRight(checkFeedback(target, { kind: 'positive', text: '' }))).toBe(true);
  });

  it('answers a saved submission with the thank-you toast and a refusal with its message', () => {
    const stored = storedFeedback({ thumbs_up: true, feedback: '', emotions: false, inaccurate_clone: false, glitches: false, audio_quality: false, other: false });
    expect(answered(E.right(stored))).toEqual({ event: { type: 'saved' }, notice: { type: 'toast', kind: 'success', message: 'Your feedback has been submitted, thank you.' } });
    expect(answered(E.left(FeedbackAlreadyReviewed(null))).event).toEqual({ type: 'refused', message: 'This feedback cannot be changed as it was already reviewed.' });
    expect(answered(E.left(NotFound('A history item with this id was not found.'))).notice).toEqual({
      type: 'toast', kind: 'error', message: 'A history item with this id was not found.',
    });
  });
});
