import type { Clock } from '../clock.js';

/** A clock tests move by hand. */
export interface TestClock extends Clock {
  advance(ms: number): void;
  set(ms: number): void;
}

/** 2026-11-22T12:00:00Z, a fixed start for every test. */
export const TEST_START_MS = Date.UTC(2026, 10, 22, 12, 0, 0);

export const createTestClock = (startMs: number = TEST_START_MS): TestClock => {
  let now = startMs;
  return {
    now: () => now,
    advance: (ms) => {
      now += ms;
    },
    set: (ms) => {
      now = ms;
    },
  };
};
