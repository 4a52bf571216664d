/** What the player's download button saves: the history item's audio, else the loaded audio file, else the streamed bytes. */
export type PlayerDownloadSource = 'historyItem' | 'loadedAudioFile' | 'streamedBytes' | 'nothing';

/** What the player holds when its download button is pressed. */
export interface PlayerDownloadFacts {
  readonly hasHistoryItem: boolean;
  readonly hasLoadedAudioFile: boolean;
  readonly hasStreamedBytes: boolean;
}

/** The download source: the history item when there is one; without it, the loaded audio file or else the streamed bytes. */
export const playerDownloadSource = (facts: PlayerDownloadFacts): PlayerDownloadSource => {
  if (facts.hasHistoryItem) return 'historyItem';
  if (facts.hasLoadedAudioFile) return 'loadedAudioFile';
  return facts.hasStreamedBytes ? 'streamedBytes' : 'nothing';
};
