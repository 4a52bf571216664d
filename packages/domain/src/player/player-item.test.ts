import { describe, it, expect } from 'vitest';
import { PLAYER_ITEM_TYPES, isGeneratedItemType, isPlayerItemType, needsHistoryPolling } from './player-item.js';

describe('player item', () => {
  it('has the four item types of the spec', () => {
    expect(PLAYER_ITEM_TYPES).toEqual(['text-to-speech', 'speech-to-speech', 'speechHistoryItem', 'voicePreview']);
    expect(isPlayerItemType('voicePreview')).toBe(true);
    expect(isPlayerItemType('video')).toBe(false);
  });

  it('treats text-to-speech and speech-to-speech as generated items', () => {
    expect(isGeneratedItemType('text-to-speech')).toBe(true);
    expect(isGeneratedItemType('speech-to-speech')).toBe(true);
    expect(isGeneratedItemType('speechHistoryItem')).toBe(false);
    expect(isGeneratedItemType('voicePreview')).toBe(false);
  });

  it('polls history only for a generated item without a file name', () => {
    expect(needsHistoryPolling({ type: 'text-to-speech', fileName: null })).toBe(true);
    expect(needsHistoryPolling({ type: 'text-to-speech', fileName: 'Hello.mp3' })).toBe(false);
    expect(needsHistoryPolling({ type: 'voicePreview', fileName: null })).toBe(false);
  });
});
