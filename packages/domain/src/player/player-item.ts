import type { LanguagePreview } from '../voices/index.js';

/** Every kind of item the global player can hold. */
export const PLAYER_ITEM_TYPES = ['text-to-speech', 'speech-to-speech', 'speechHistoryItem', 'voicePreview'] as const;

/** The kind of item in the player. */
export type PlayerItemType = (typeof PLAYER_ITEM_TYPES)[number];

/** What the player bar shows about its item. */
export interface PlayerItemDetails {
  readonly title: string;
  readonly description: string;
  /** The voice's id and name, camelCased like the item's other fields (the API's voice_id is mapped at the edge). */
  readonly voiceId: string;
  readonly voiceName: string;
  /** Seconds; null until the audio reports it (see estimateDurationSeconds for the fallback). */
  readonly duration: number | null;
  /** The preview language chosen for a voice preview, if any. */
  readonly language: string | null;
  readonly languagePreviewUrls: readonly LanguagePreview[];
}

/** The item in the global audio player. */
export interface PlayerItem {
  readonly id: string;
  /** The history record's file name; null until history polling finds it. */
  readonly fileName: string | null;
  readonly type: PlayerItemType;
  readonly loaded: boolean;
  readonly player: PlayerItemDetails;
}

/** True when the value names a player item type. */
export const isPlayerItemType = (value: string): value is PlayerItemType =>
  (PLAYER_ITEM_TYPES as readonly string[]).includes(value);

/** A freshly generated item (text-to-speech or speech-to-speech), whose history record is polled for after loading. */
export const isGeneratedItemType = (type: PlayerItemType): boolean =>
  type === 'text-to-speech' || type === 'speech-to-speech';

/** True when the player must poll history for the item's file name: a generated item whose file name is unknown. */
export const needsHistoryPolling = (item: Pick<PlayerItem, 'type' | 'fileName'>): boolean =>
  isGeneratedItemType(item.type) && item.fileName === null;
