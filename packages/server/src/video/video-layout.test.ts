import { describe, expect, it } from 'vitest';
import { escapeFilterValue } from './filter-escape.js';
import { clockSeconds, createProgressReader, durationInLog, renderProgress } from './ffmpeg-progress.js';
import { layoutTextBlock, wrapText } from './wrap-text.js';

describe('the share video layout', () => {
  it('wraps words to the line width, keeps paragraphs and cuts words longer than a line', () => {
    expect(wrapText('one two three four', 9)).toEqual(['one two', 'three', 'four']);
    expect(wrapText('first line\nsecond', 20)).toEqual(['first line', 'second']);
    expect(wrapText('abcdefghij', 4)).toEqual(['abcd', 'efgh', 'ij']);
  });

  it('draws short texts big and shrinks long ones, ending a text that does not fit with an ellipsis', () => {
    const short = layoutTextBlock('Hello there.', 1120, 280);
    const longer = layoutTextBlock('word '.repeat(60), 1120, 280);
    expect(short).toEqual({ fontSize: 56, lines: ['Hello there.'] });
    expect(longer.fontSize).toBeLessThan(56);
    const huge = layoutTextBlock('word '.repeat(2000), 1120, 280);
    expect(huge.fontSize).toBe(27);
    expect(huge.lines.at(-1)?.endsWith('\u2026')).toBe(true);
    expect(huge.lines.length).toBeLessThan(12);
  });

  it('escapes filter values at both levels of the filtergraph syntax', () => {
    expect(escapeFilterValue('/fonts/Dé jà.ttf')).toBe('/fonts/Dé jà.ttf');
    expect(escapeFilterValue(String.raw`C:\it's[1],x;y`)).toBe(String.raw`C\\:\\\\it\\\'s\[1\]\,x\;y`);
  });

  it('reads the duration from the log and the encoded time from progress reports split across chunks', () => {
    expect(durationInLog('Input #0, mp3\n  Duration: 00:01:02.50, start: 0.02')).toBe(62.5);
    expect(durationInLog('Duration: N/A, bitrate')).toBeNull();
    expect(clockSeconds('01:00:00.000000')).toBe(3600);
    const times: number[] = [];
    const read = createProgressReader((seconds) => times.push(seconds));
    const encoder = new TextEncoder();
    read(encoder.encode('frame=10\nout_time_ms=400000\nout_time=00:00:0'));
    read(encoder.encode('0.400000\nprogress=continue\nout_time=N/A\nout_time=00:00:01.5\n'));
    expect(times).toEqual([0.4, 1.5]);
    expect(renderProgress(1.5, 3)).toBe(0.5);
    expect(renderProgress(4, 3)).toBe(1);
    expect(renderProgress(1, null)).toBe(0);
  });
});
