import { describe, it, expect } from 'vitest';
import { playerDownloadSource } from './player-download-source.js';

const facts = (hasHistoryItem: boolean, hasLoadedAudioFile: boolean, hasStreamedBytes: boolean) => ({
  hasHistoryItem,
  hasLoadedAudioFile,
  hasStreamedBytes,
});

describe('player download source', () => {
  it('downloads the history item when there is one', () => {
    expect(playerDownloadSource(facts(true, true, true))).toBe('historyItem');
  });

  it('falls back to saving the loaded audio file or streamed bytes when the history item is missing', () => {
    expect(playerDownloadSource(facts(false, true, true))).toBe('loadedAudioFile');
    expect(playerDownloadSource(facts(false, false, true))).toBe('streamedBytes');
    expect(playerDownloadSource(facts(false, false, false))).toBe('nothing');
  });
});
