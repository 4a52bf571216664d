import { describe, it, expect } from 'vitest';
import { areFeedbackControlsVisible } from './feedback-visibility.js';

describe('areFeedbackControlsVisible', () => {
  it('hides the controls before 3 s of playback', () => {
    expect(areFeedbackControlsVisible('playing', 0)).toBe(false);
    expect(areFeedbackControlsVisible('playing', 2.99)).toBe(false);
  });

  it('shows them from 3 s on', () => {
    expect(areFeedbackControlsVisible('playing', 3)).toBe(true);
    expect(areFeedbackControlsVisible('paused', 12)).toBe(true);
  });

  it('shows them at the end even for a short item', () => {
    expect(areFeedbackControlsVisible('ended', 1.5)).toBe(true);
  });
});
