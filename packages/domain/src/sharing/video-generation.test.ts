import { describe, it, expect } from 'vitest';
import * as E from 'fp-ts/lib/Either.js';
import { SHARE_VIDEO_FILE_NAME, VIDEO_PROGRESS_UPDATE_INTERVAL_MS, checkVideoEligibility, estimateVideoProgress } from './video-generation.js';
import { VIDEO_ONLY_FOR_TEXT_TO_SPEECH_MESSAGE } from './share-messages.js';

describe('estimateVideoProgress', () => {
  it('estimates 130 ms per character', () => {
    expect(estimateVideoProgress(0, 100)).toBe(0);
    expect(estimateVideoProgress(6500, 100)).toBe(0.5);
    expect(estimateVideoProgress(13000, 100)).toBe(1);
  });

  it('caps the estimate at 1', () => {
    expect(estimateVideoProgress(60000, 100)).toBe(1);
  });

  it('treats empty text as one character and bad elapsed times as zero', () => {
    expect(estimateVideoProgress(65, 0)).toBe(0.5);
    expect(estimateVideoProgress(-10, 10)).toBe(0);
    expect(estimateVideoProgress(Number.NaN, 10)).toBe(0);
  });

  it('updates every 100 ms', () => {
    expect(VIDEO_PROGRESS_UPDATE_INTERVAL_MS).toBe(100);
  });
});

describe('video eligibility', () => {
  it('allows text-to-speech items only', () => {
    expect(checkVideoEligibility('text-to-speech')).toEqual(E.right('text-to-speech'));
    expect(checkVideoEligibility('speech-to-speech')).toEqual(E.left('notTextToSpeech'));
    expect(VIDEO_ONLY_FOR_TEXT_TO_SPEECH_MESSAGE).toBe('Video generation is only available for text-to-speech items');
  });

  it('saves the video under a fixed mp4 name', () => {
    expect(SHARE_VIDEO_FILE_NAME).toMatch(/\.mp4$/);
  });
});
