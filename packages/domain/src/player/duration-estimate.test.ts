import { describe, it, expect } from 'vitest';
import { countWords, estimateDurationSeconds } from './duration-estimate.js';

describe('estimateDurationSeconds', () => {
  it('reads 140 words in 60 s', () => {
    expect(estimateDurationSeconds(Array.from({ length: 140 }, () => 'word').join(' '))).toBe(60);
  });

  it('reads 7 words in 3 s', () => {
    expect(estimateDurationSeconds('one two three four five six seven')).toBe(3);
  });

  it('gives 0 s for blank text', () => {
    expect(estimateDurationSeconds('  \n ')).toBe(0);
  });

  it('counts words separated by any whitespace', () => {
    expect(countWords('  hello\tthere\nworld  ')).toBe(3);
  });
});
