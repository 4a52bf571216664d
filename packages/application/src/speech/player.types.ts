import type { Observable } from 'rxjs';
import type { Feedback, LanguagePreview, PlaybackSpeed, PlayerItem, PlayerState } from '@cadence/domain';
import type { HistoryItem } from '../history/history-item.js';
import type { CatalogueVoice } from './voice-catalogue.port.js';

/** The player bar: everything already decided (times formatted, feedback visibility, what download saves). */
export interface PlayerView {
  readonly item: PlayerItem | null;
  readonly state: PlayerState;
  readonly elapsed: string;
  readonly total: string;
  /** The seek slider's value in [0, 1]. */
  readonly slider: number;
  readonly speed: PlaybackSpeed;
  readonly speeds: readonly PlaybackSpeed[];
  readonly expanded: boolean;
  /** The thumbs show after 3 s of playback or at the end, for an item with a history record. */
  readonly feedbackVisible: boolean;
  readonly canDownload: boolean;
  /** The voice-preview languages (empty unless a voice preview is playing). */
  readonly previewLanguages: readonly LanguagePreview[];
  readonly previewLanguage: string | null;
}

/** What feedback needs to know about the item in the player. */
export interface FeedbackTarget {
  readonly historyItemId: string;
  /** The generation's text (the dialog rule reads its length). */
  readonly text: string;
  readonly feedback: Feedback | null;
}

/** Something the player bar must show outside its view. */
export interface PlayerEffect {
  readonly type: 'toast';
  readonly kind: 'success' | 'error';
  readonly message: string;
}

/** What a streamed generation shows in the player. */
export interface StreamedItemDetails {
  readonly type: 'text-to-speech' | 'speech-to-speech';
  readonly text: string;
  readonly voiceId: string;
  readonly voiceName: string;
  readonly contentType: string;
}

/** The global player: one item at a time, driven by intents, the audio output and the generation. */
export interface PlayerUseCase {
  readonly view$: Observable<PlayerView>;
  readonly effects$: Observable<PlayerEffect>;
  /** The item feedback may be given on (null without a history record). */
  readonly feedbackTarget$: Observable<FeedbackTarget | null>;
  play(): void;
  pause(): void;
  toggle(): void;
  /** Seeks to a slider fraction in [0, 1]. */
  seek(fraction: number): void;
  skipBack(): void;
  skipForward(): void;
  arrowKey(direction: 'left' | 'right'): void;
  setSpeed(speed: number): void;
  setPreviewLanguage(language: string): void;
  expand(): void;
  collapse(): void;
  playHistoryItem(item: HistoryItem): void;
  playVoicePreview(voice: CatalogueVoice): void;
  /** Saves the item: its history record when known, else the loaded file or the streamed bytes. */
  download(): Observable<void>;
  /** Used by the generation: a streamed item starts, takes chunks and ends. */
  startStream(details: StreamedItemDetails, historyItemId: string | null): void;
  appendChunk(bytes: Uint8Array): void;
  endStream(): void;
  /** The generation learnt the streamed item's history record (from the header or by polling). */
  attachHistoryItem(historyItemId: string): void;
  /** Feedback was saved for an item: lock the thumbs when it is reviewed. */
  feedbackSaved(historyItemId: string, feedback: Feedback): void;
}
