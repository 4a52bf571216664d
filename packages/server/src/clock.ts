/** Where the server reads the time: injected so tests can move it. */
export interface Clock {
  /** Unix milliseconds. */
  now(): number;
}

/** The machine's clock. */
export const systemClock: Clock = { now: () => Date.now() };

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** Unix seconds of a Unix-milliseconds instant. */
export const unixSeconds = (ms: number): number => Math.floor(ms / 1000);
