import { describe, it, expect } from 'vitest';
import * as O from 'fp-ts/lib/Option.js';
import { DEFAULT_PLAYBACK_SPEED, PLAYBACK_SPEEDS, parsePlaybackSpeed } from './playback-speed.js';

describe('playback speeds', () => {
  it('offers 0.8, 1, 1.2, 1.5 and 2, defaulting to 1', () => {
    expect(PLAYBACK_SPEEDS).toEqual([0.8, 1, 1.2, 1.5, 2]);
    expect(DEFAULT_PLAYBACK_SPEED).toBe(1);
  });

  it('parses only offered speeds', () => {
    expect(parsePlaybackSpeed(1.5)).toEqual(O.some(1.5));
    expect(parsePlaybackSpeed(1.25)).toEqual(O.none);
  });
});
