import { describe, it, expect } from 'vitest';
import * as E from 'fp-ts/lib/Either.js';
import { feedbackCharactersRemaining, validatePositiveFeedbackText } from './feedback-text.js';

describe('validatePositiveFeedbackText', () => {
  it('allows no text at all', () => {
    expect(validatePositiveFeedbackText('')).toEqual(E.right(''));
    expect(validatePositiveFeedbackText('   ')).toEqual(E.right(''));
  });

  it('refuses written text under 20 characters', () => {
    expect(validatePositiveFeedbackText('Great voice!')).toEqual(E.left('tooShort'));
    expect(validatePositiveFeedbackText('x'.repeat(19))).toEqual(E.left('tooShort'));
  });

  it('accepts 20 to 200 characters, trimmed', () => {
    expect(validatePositiveFeedbackText('x'.repeat(20))).toEqual(E.right('x'.repeat(20)));
    expect(validatePositiveFeedbackText(`  ${'y'.repeat(200)}  `)).toEqual(E.right('y'.repeat(200)));
  });

  it('refuses more than 200 characters', () => {
    expect(validatePositiveFeedbackText('z'.repeat(201))).toEqual(E.left('tooLong'));
  });
});

describe('feedbackCharactersRemaining', () => {
  it('counts down from 200', () => {
    expect(feedbackCharactersRemaining('')).toBe(200);
    expect(feedbackCharactersRemaining('x'.repeat(150))).toBe(50);
    expect(feedbackCharactersRemaining('x'.repeat(210))).toBe(-10);
  });
});
