import { describe, it, expect } from 'vitest';
import { SLIDER_DEFAULTS, clampSeek, seekByArrowKey, seekFromSlider, skipBack, skipForward, sliderValueFor } from './seeking.js';

describe('seeking', () => {
  it('skips 10 s each way within the item', () => {
    expect(skipForward(5, 60)).toBe(15);
    expect(skipForward(55, 60)).toBe(60);
    expect(skipBack(25, 60)).toBe(15);
    expect(skipBack(4, 60)).toBe(0);
  });

  it('moves 3 s with the arrow keys', () => {
    expect(seekByArrowKey('right', 10, 60)).toBe(13);
    expect(seekByArrowKey('left', 10, 60)).toBe(7);
    expect(seekByArrowKey('left', 1, 60)).toBe(0);
  });

  it('clamps seeks into [0, duration]', () => {
    expect(clampSeek(-5, 30)).toBe(0);
    expect(clampSeek(31, 30)).toBe(30);
    expect(clampSeek(Number.NaN, 30)).toBe(0);
    expect(clampSeek(10, Number.NaN)).toBe(0);
  });

  it('uses slider defaults step 0.005, range 0 to 1', () => {
    expect(SLIDER_DEFAULTS).toEqual({ min: 0, max: 1, step: 0.005 });
    expect(seekFromSlider(0.5, 120)).toBe(60);
    expect(seekFromSlider(1.5, 120)).toBe(120);
    expect(sliderValueFor(30, 120)).toBe(0.25);
    expect(sliderValueFor(30, 0)).toBe(0);
  });
});
