import { describe, it, expect } from 'vitest';
import { HISTORY_POLL_DELAYS_MS, HISTORY_POLL_MAX_TRIES, HISTORY_POLL_OFFSETS_MS } from './history-polling.js';

describe('history polling schedule', () => {
  it('waits 1 s, then makes up to 10 tries 5 s apart', () => {
    expect(HISTORY_POLL_MAX_TRIES).toBe(10);
    expect(HISTORY_POLL_DELAYS_MS).toEqual([1000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000]);
  });

  it('places the tries at 1 s, 6 s, … 46 s after loading', () => {
    expect(HISTORY_POLL_OFFSETS_MS[0]).toBe(1000);
    expect(HISTORY_POLL_OFFSETS_MS[1]).toBe(6000);
    expect(HISTORY_POLL_OFFSETS_MS[9]).toBe(46000);
    expect(HISTORY_POLL_OFFSETS_MS).toHaveLength(10);
  });
});
