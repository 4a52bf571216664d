import { describe, expect, it } from 'vitest';
import { createResampler } from './resampler.js';

const ramp = (length: number): Int16Array => Int16Array.from({ length }, (_, index) => ((index * 37) % 2000) - 1000);

const joined = (parts: readonly Int16Array[]): number[] => parts.flatMap((part) => [...part]);

describe('the resampler', () => {
  it('answers the input itself when the rates are equal', () => {
    const input = ramp(10);
    expect(createResampler(22050, 22050)(input)).toBe(input);
  });

  it('doubles the rate by interpolating halfway between neighbours, starting from silence', () => {
    expect([...createResampler(22050, 44100)(Int16Array.from([100, 200, 300]))]).toEqual([0, 50, 100, 150, 200, 250]);
  });

  it('halves the rate by keeping every other sample', () => {
    expect([...createResampler(44100, 22050)(Int16Array.from([10, 20, 30, 40, 50, 60]))]).toEqual([0, 20, 40]);
  });

  it.each([[22050, 44100], [22050, 24000], [44100, 16000], [16000, 48000]])(
    'gives the same samples (to rounding) from %i to %i Hz whether the input comes whole or in chunks',
    (from, to) => {
      const input = ramp(5000);
      const whole = createResampler(from, to)(input);
      const chunked = createResampler(from, to);
      const parts = [input.subarray(0, 1), input.subarray(1, 1153), input.subarray(1153, 3001), input.subarray(3001)].map(chunked);
      const chunkedSamples = joined(parts);
      expect(chunkedSamples.length).toBe(whole.length);
      // Only float rounding of the carried position may differ, by at most one step of 16-bit amplitude.
      expect(Math.max(...chunkedSamples.map((sample, index) => Math.abs(sample - (whole[index] ?? 0))))).toBeLessThanOrEqual(1);
      expect(Math.abs(whole.length - (input.length * to) / from)).toBeLessThanOrEqual(1);
    },
  );

  it('keeps values within the 16-bit range at the extremes', () => {
    const output = createResampler(22050, 44100)(Int16Array.from([32767, -32768, 32767]));
    expect(Math.max(...output)).toBeLessThanOrEqual(32767);
    expect(Math.min(...output)).toBeGreaterThanOrEqual(-32768);
  });
});
