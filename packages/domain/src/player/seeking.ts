/** How far the back and forward buttons move: 10 s. */
export const SKIP_SECONDS = 10;

/** How far the left and right arrow keys move: 3 s. */
export const ARROW_KEY_SEEK_SECONDS = 3;

/** The player slider's defaults: range 0 to 1 in steps of 0.005. */
export const SLIDER_DEFAULTS = { min: 0, max: 1, step: 0.005 } as const;

const safeDuration = (duration: number): number => (Number.isNaN(duration) || duration < 0 ? 0 : duration);

/** A seek target clamped into [0, duration]; a NaN target goes to 0 and a NaN or negative duration counts as 0. */
export const clampSeek = (targetSeconds: number, durationSeconds: number): number => {
  const duration = safeDuration(durationSeconds);
  if (Number.isNaN(targetSeconds)) return 0;
  return Math.min(Math.max(targetSeconds, 0), duration);
};

/** The position after moving by a signed number of seconds, clamped into [0, duration]. */
export const seekBy = (positionSeconds: number, deltaSeconds: number, durationSeconds: number): number =>
  clampSeek(positionSeconds + deltaSeconds, durationSeconds);

/** The position after the forward button: 10 s later, at most the end. */
export const skipForward = (positionSeconds: number, durationSeconds: number): number =>
  seekBy(positionSeconds, SKIP_SECONDS, durationSeconds);

/** The position after the back button: 10 s earlier, at least the start. */
export const skipBack = (positionSeconds: number, durationSeconds: number): number =>
  seekBy(positionSeconds, -SKIP_SECONDS, durationSeconds);

/** The position after an arrow key: 3 s later for right, 3 s earlier for left, clamped. */
export const seekByArrowKey = (direction: 'left' | 'right', positionSeconds: number, durationSeconds: number): number =>
  seekBy(positionSeconds, direction === 'right' ? ARROW_KEY_SEEK_SECONDS : -ARROW_KEY_SEEK_SECONDS, durationSeconds);

/** The position for a slider value in [0, 1] (clamped), as seconds into the item. */
export const seekFromSlider = (sliderValue: number, durationSeconds: number): number => {
  const duration = safeDuration(durationSeconds);
  const fraction = Number.isNaN(sliderValue) ? 0 : Math.min(Math.max(sliderValue, 0), 1);
  return clampSeek(fraction * duration, duration);
};

/** The slider value in [0, 1] for a position; 0 when the duration is unknown, zero or infinite. */
export const sliderValueFor = (positionSeconds: number, durationSeconds: number): number => {
  if (!Number.isFinite(durationSeconds) || durationSeconds <= 0) return 0;
  return clampSeek(positionSeconds, durationSeconds) / durationSeconds;
};
