import type { Observable } from 'rxjs';
import type { DialogueLine } from '@cadence/domain';
import type { HistoryItem } from '../history/history-item.js';
import type { RecordingFile, SpeechError, SpeechVoiceSettings } from './speech-api.port.js';

/** The voice a generation speaks with (its name is shown in the player). */
export interface GenerationVoice {
  readonly voiceId: string;
  readonly voiceName: string;
}

/** What the generate button sends. */
export type GenerationRequest =
  | {
      readonly kind: 'speech';
      readonly voice: GenerationVoice;
      readonly text: string;
      readonly modelId: string;
      readonly voiceSettings: SpeechVoiceSettings | null;
    }
  | { readonly kind: 'dialogue'; readonly voice: GenerationVoice; readonly lines: readonly DialogueLine[]; readonly modelId: string }
  | { readonly kind: 'speechToSpeech'; readonly voice: GenerationVoice; readonly recording: RecordingFile };

/** The generate pages: busy while audio streams, the last failure, and the latest generation's history record. */
export interface GenerationView {
  readonly generating: boolean;
  /** The failure message (the service's own reason when it gave one, e.g. the quota error). */
  readonly error: string | null;
  readonly latest: HistoryItem | null;
}

/** What a streamed generation shows in the player. */
export interface StreamedItemDetails {
  readonly type: 'text-to-speech' | 'speech-to-speech';
  readonly text: string;
  readonly voiceId: string;
  readonly voiceName: string;
  readonly contentType: string;
}

/**
 * Where a finished generation's history record is found: by the id the response named, else by polling history
 * for the newest item of its source made since it started.
 */
export interface RecordLookup {
  readonly historyItemId: string | null;
  readonly source: 'TTS' | 'STS';
  readonly sinceUnix: number;
}

/**
 * What a generation goes through, in order; `run` tells generations apart (0, 1, …). `requested` as the button is
 * pressed; `started` once the audio starts coming (what the player shows), its `chunk`s, `failed` when it fails
 * (before or during the audio), `ended` when the audio is all there or it failed (`lookup` null after a failure),
 * then `recorded` once its history record is known. The player plays a run's stream from these.
 */
export type GenerationEvent =
  | { readonly type: 'requested'; readonly run: number }
  | { readonly type: 'started'; readonly run: number; readonly item: StreamedItemDetails; readonly historyItemId: string | null }
  | { readonly type: 'chunk'; readonly run: number; readonly bytes: Uint8Array }
  | { readonly type: 'failed'; readonly run: number; readonly error: SpeechError }
  | { readonly type: 'ended'; readonly run: number; readonly lookup: RecordLookup | null }
  | { readonly type: 'recorded'; readonly run: number; readonly item: HistoryItem };

/**
 * Generation with streaming. Generations run in the use-case, not in a page: one started on a page keeps streaming
 * into the player, and its failure toast is shown, after the person navigated away.
 */
export interface GenerationUseCase {
  /** Folded from the first subscription on, for the app's life (a page that mounts later sees a running generation). */
  readonly view$: Observable<GenerationView>;
  /**
   * Every generation's events, for the player. Subscribing them also keeps the view folding, so the app subscribes
   * them once, at start (through the player's `run$`), before any intent can be sent.
   */
  readonly events$: Observable<GenerationEvent>;
  /**
   * Sends the request and completes; the audio streams into the player, then the history record is learnt (from the
   * header, else by polling history). Ignored while another generation streams.
   */
  generate(request: GenerationRequest): Observable<never>;
}
