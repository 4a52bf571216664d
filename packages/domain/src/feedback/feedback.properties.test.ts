import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/lib/Either.js';
import { validatePositiveFeedbackText } from './feedback-text.js';
import { validateFeedback } from './feedback-submission.js';

describe('feedback properties', () => {
  it('property: accepted positive feedback text is empty or between 20 and 200 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 260 }), (text) => {
        const result = validatePositiveFeedbackText(text);
        if (E.isRight(result)) {
          const length = result.right.length;
          expect(length === 0 || (length >= 20 && length <= 200)).toBe(true);
        }
      }),
    );
  });

  it('property: reviewed feedback can never be changed', () => {
    const status = fc.string().filter((value) => value !== 'not_reviewed');
    fc.assert(
      fc.property(status, fc.string(), fc.boolean(), (reviewStatus, text, positive) => {
        const draft = positive
          ? ({ kind: 'positive', text } as const)
          : ({ kind: 'negative', flags: { emotions: true, inaccurate_clone: false, glitches: false, audio_quality: false, other: false } } as const);
        expect(validateFeedback({ review_status: reviewStatus }, draft)).toEqual(E.left('alreadyReviewed'));
      }),
    );
  });
});
