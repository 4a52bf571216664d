import type { Observable } from 'rxjs';
import type { DialogueLine } from '@cadence/domain';
import type { HistoryItem } from '../history/history-item.js';
import type { RecordingFile, SpeechVoiceSettings } from './speech-api.port.js';

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
  /** The failure message (the server's own message for 4xx, e.g. the quota error). */
  readonly error: string | null;
  readonly latest: HistoryItem | null;
}

/** Something a generate page must show outside its view. */
export interface GenerationEffect {
  readonly type: 'toast';
  readonly kind: 'error';
  readonly message: string;
}

/** Generation with streaming into the global player. */
export interface GenerationUseCase {
  readonly view$: Observable<GenerationView>;
  readonly effects$: Observable<GenerationEffect>;
  /**
   * Streams the audio into the player, then learns the history record (from the header, else by polling history).
   * Emits nothing and completes; ignored while another generation streams.
   */
  generate(request: GenerationRequest): Observable<never>;
}
