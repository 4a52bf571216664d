import { describe, it, expect } from 'vitest';
import { DEFAULT_DOWNLOAD_FORMAT, downloadFormatFor } from './download-format.js';

describe('downloadFormatFor', () => {
  it('defaults to mp3', () => {
    expect(DEFAULT_DOWNLOAD_FORMAT).toBe('mp3');
    expect(downloadFormatFor()).toBe('mp3');
    expect(downloadFormatFor(null)).toBe('mp3');
    expect(downloadFormatFor('')).toBe('mp3');
  });

  it('handles wav and zip specifically', () => {
    expect(downloadFormatFor('wav')).toBe('wav');
    expect(downloadFormatFor('wav_44100')).toBe('wav');
    expect(downloadFormatFor('WAV_22050')).toBe('wav');
    expect(downloadFormatFor('zip')).toBe('zip');
  });

  it('saves everything else as mp3', () => {
    expect(downloadFormatFor('mp3_44100_128')).toBe('mp3');
    expect(downloadFormatFor('pcm_16000')).toBe('mp3');
    expect(downloadFormatFor('ulaw_8000')).toBe('mp3');
    expect(downloadFormatFor('wave')).toBe('mp3');
  });
});
