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

/** What the person (or feedback) asks of the player. */
export type PlayerIntent =
  | { readonly type: 'play' }
  | { readonly type: 'pause' }
  | { readonly type: 'toggle' }
  | { readonly type: 'seek'; readonly fraction: number }
  | { readonly type: 'skipBack' }
  | { readonly type: 'skipForward' }
  | { readonly type: 'arrowKey'; readonly direction: 'left' | 'right' }
  | { readonly type: 'setSpeed'; readonly speed: number }
  | { readonly type: 'setPreviewLanguage'; readonly language: string }
  | { readonly type: 'expand' }
  | { readonly type: 'collapse' }
  | { readonly type: 'playHistoryItem'; readonly item: HistoryItem }
  | { readonly type: 'playVoicePreview'; readonly voice: CatalogueVoice }
  | { readonly type: 'feedbackSaved'; readonly historyItemId: string; readonly feedback: Feedback };

/**
 * The global player: one item at a time. Its state is folded from intents, the audio output's reports and the
 * generations' events by `run$`, which the app subscribes once for its whole life (it works with no bar on screen).
 */
export interface PlayerUseCase {
  /** What must run for the app's life: the player's state, its audio and the generations it plays. */
  readonly run$: Observable<never>;
  readonly view$: Observable<PlayerView>;
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
  /** Feedback was saved for an item: lock the thumbs when it is reviewed. */
  feedbackSaved(historyItemId: string, feedback: Feedback): void;
}
