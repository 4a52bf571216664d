/** How long the player waits after a generated item loads before the first history poll: 1000 ms. */
export const HISTORY_POLL_INITIAL_DELAY_MS = 1000;

/** The gap between two history polls: 5000 ms. */
export const HISTORY_POLL_INTERVAL_MS = 5000;

/** The most history polls made for one item: 10. */
export const HISTORY_POLL_MAX_TRIES = 10;

/**
 * The wait before each history poll, in ms: 1000 before the first, then 5000 before each of the
 * other nine (so the tenth try happens 46 s after loading).
 */
export const HISTORY_POLL_DELAYS_MS: readonly number[] = Array.from({ length: HISTORY_POLL_MAX_TRIES }, (_, index) =>
  index === 0 ? HISTORY_POLL_INITIAL_DELAY_MS : HISTORY_POLL_INTERVAL_MS,
);

/** When each history poll happens, in ms after the item loaded: 1000, 6000, …, 46000. */
export const HISTORY_POLL_OFFSETS_MS: readonly number[] = HISTORY_POLL_DELAYS_MS.map((_, index) =>
  HISTORY_POLL_DELAYS_MS.slice(0, index + 1).reduce((sum, delay) => sum + delay, 0),
);
