import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { PLAYER_EVENTS, PLAYER_STATES, isPlayerState, nextPlayerState } from './player-state.js';
import { clampSeek, seekBy, seekFromSlider } from './seeking.js';
import { estimateDurationSeconds } from './duration-estimate.js';

const anyNumber = fc.double({ noNaN: false });
const duration = fc.double({ min: 0, max: 1e7, noNaN: true });

describe('player properties', () => {
  it('property: the player reducer never leaves the known states', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PLAYER_STATES), fc.array(fc.constantFrom(...PLAYER_EVENTS)), (start, events) => {
        const end = events.reduce(nextPlayerState, start);
        expect(isPlayerState(end)).toBe(true);
      }),
    );
  });

  it('property: seek is always clamped to [0, duration]', () => {
    fc.assert(
      fc.property(anyNumber, duration, (target, total) => {
        const position = clampSeek(target, total);
        expect(position).toBeGreaterThanOrEqual(0);
        expect(position).toBeLessThanOrEqual(total);
      }),
    );
  });

  it('property: skipping and slider seeks stay within [0, duration]', () => {
    fc.assert(
      fc.property(anyNumber, anyNumber, duration, (position, delta, total) => {
        for (const result of [seekBy(position, delta, total), seekFromSlider(delta, total)]) {
          expect(result).toBeGreaterThanOrEqual(0);
          expect(result).toBeLessThanOrEqual(total);
        }
      }),
    );
  });

  it('property: adding a word never shortens the fallback duration estimate', () => {
    fc.assert(
      fc.property(fc.string(), fc.stringMatching(/^[a-z]+$/), (text, word) => {
        expect(estimateDurationSeconds(`${text} ${word}`)).toBeGreaterThan(estimateDurationSeconds(text));
      }),
    );
  });
});
