import { describe, it, expect } from 'vitest';
import * as E from 'fp-ts/lib/Either.js';
import { shouldOfferFeedbackDialog, validateFeedback } from './feedback-submission.js';
import { isThumbLocked } from './feedback.js';
import { FEEDBACK_ALREADY_REVIEWED_MESSAGE, FEEDBACK_SUBMITTED_MESSAGE, feedbackErrorMessage } from './feedback-messages.js';

const flags = { emotions: true, inaccurate_clone: false, glitches: true, audio_quality: false, other: false };

describe('shouldOfferFeedbackDialog', () => {
  it('offers the dialog on a thumbs up when the text has 400 characters or fewer', () => {
    expect(shouldOfferFeedbackDialog(true, 'x'.repeat(400))).toBe(true);
    expect(shouldOfferFeedbackDialog(true, 'x'.repeat(401))).toBe(false);
  });

  it('always offers it on a thumbs down', () => {
    expect(shouldOfferFeedbackDialog(false, 'x'.repeat(5000))).toBe(true);
  });
});

describe('validateFeedback', () => {
  it('sends positive text with every checkbox off', () => {
    const text = 'The pacing was really natural.';
    expect(validateFeedback(null, { kind: 'positive', text })).toEqual(
      E.right({ thumbs_up: true, feedback: text, emotions: false, inaccurate_clone: false, glitches: false, audio_quality: false, other: false }),
    );
  });

  it('sends the negative checkboxes without text', () => {
    expect(validateFeedback({ review_status: 'not_reviewed' }, { kind: 'negative', flags })).toEqual(
      E.right({ thumbs_up: false, feedback: '', ...flags }),
    );
  });

  it('refuses short positive text', () => {
    expect(validateFeedback(null, { kind: 'positive', text: 'nice' })).toEqual(E.left('tooShort'));
  });

  it('refuses any change once the feedback was reviewed', () => {
    expect(validateFeedback({ review_status: 'reviewed' }, { kind: 'negative', flags })).toEqual(E.left('alreadyReviewed'));
    expect(feedbackErrorMessage('alreadyReviewed')).toBe('This feedback cannot be changed as it was already reviewed.');
    expect(FEEDBACK_ALREADY_REVIEWED_MESSAGE).toBe('This feedback cannot be changed as it was already reviewed.');
  });

  it('has the spec submitted message and a minimum-20 message', () => {
    expect(FEEDBACK_SUBMITTED_MESSAGE).toBe('Your feedback has been submitted, thank you.');
    expect(feedbackErrorMessage('tooShort')).toContain('20');
  });
});

describe('isThumbLocked', () => {
  it('locks only reviewed feedback', () => {
    expect(isThumbLocked(null)).toBe(false);
    expect(isThumbLocked({ review_status: 'not_reviewed' })).toBe(false);
    expect(isThumbLocked({ review_status: 'approved' })).toBe(true);
  });
});
