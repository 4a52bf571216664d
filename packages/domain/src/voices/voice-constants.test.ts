import { describe, it, expect } from 'vitest';
import {
  DEFAULT_MODEL_ID,
  VOICE_FETCH_PAGE_SIZE,
  VOICE_HELPERS_UNSPECIFIED_CONSTANT,
  VOICE_LIST_CACHE_MAX_AGE_SECONDS,
  voicePageSize,
  voicePreviewFailureMessage,
} from './voice-constants.js';

describe('voice constants', () => {
  it('has the spec values', () => {
    expect(DEFAULT_MODEL_ID).toBe('eleven_multilingual_v2');
    expect(VOICE_LIST_CACHE_MAX_AGE_SECONDS).toBe(604800);
    expect(VOICE_FETCH_PAGE_SIZE).toBe(100);
    expect(VOICE_HELPERS_UNSPECIFIED_CONSTANT).toBe(5000);
  });

  it('sends page_size 20 unless the caller gives one', () => {
    expect(voicePageSize()).toBe(20);
    expect(voicePageSize(50)).toBe(50);
  });

  it('builds the preview failure message', () => {
    expect(voicePreviewFailureMessage()).toBe('We are sorry, something went wrong.');
    expect(voicePreviewFailureMessage('NotAllowedError')).toBe('We are sorry, something went wrong. NotAllowedError');
  });
});
