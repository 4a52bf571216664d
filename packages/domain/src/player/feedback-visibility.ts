import type { PlayerState } from './player-state.js';

/** Seconds of playback after which the thumbs feedback controls appear: 3. */
export const FEEDBACK_CONTROLS_DELAY_SECONDS = 3;

/** Feedback controls show once the playback position reaches 3 s, or when playback has ended. */
export const areFeedbackControlsVisible = (state: PlayerState, positionSeconds: number): boolean =>
  state === 'ended' || positionSeconds >= FEEDBACK_CONTROLS_DELAY_SECONDS;
