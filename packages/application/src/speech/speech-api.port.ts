import type { Observable } from 'rxjs';
import type { DialogueLine } from '@cadence/domain';
import type { HttpError } from '../shared/http-error.js';

/** The voice settings a generation is made with (the contract's VoiceSettings). */
export interface SpeechVoiceSettings {
  readonly stability: number;
  readonly similarityBoost: number;
  readonly style: number;
  readonly useSpeakerBoost: boolean;
  readonly speed: number;
}

/** One text-to-speech request. */
export interface SpeechRequest {
  readonly text: string;
  readonly modelId: string;
  readonly voiceSettings: SpeechVoiceSettings | null;
}

/** A recording to convert (speech to speech). */
export interface RecordingFile {
  readonly bytes: Uint8Array;
  readonly name: string;
  readonly contentType: string;
}

/**
 * What a streamed generation reports, in order: `started` once the response headers arrived (the history item id
 * from the `history-item-id` header, null when absent), then `chunk`s of audio as they arrive; the stream completes at
 * the end. A failure (before or during the audio) is reported as `failed` with the normalised error, then completes:
 * a 401 quota_exceeded is only a failure of this generation, never a reason to sign out.
 */
export type GenerationEvent =
  | { readonly type: 'started'; readonly historyItemId: string | null; readonly contentType: string }
  | { readonly type: 'chunk'; readonly bytes: Uint8Array }
  | { readonly type: 'failed'; readonly error: HttpError };

/** The streaming generation endpoints (text to speech, dialogue, speech to speech). */
export interface SpeechApi {
  streamSpeech(voiceId: string, request: SpeechRequest): Observable<GenerationEvent>;
  streamDialogue(lines: readonly DialogueLine[], modelId: string): Observable<GenerationEvent>;
  streamSpeechToSpeech(voiceId: string, recording: RecordingFile): Observable<GenerationEvent>;
}

/** The token for binding SpeechApi in a container. */
export const SpeechApi = Symbol.for('cadence.SpeechApi');
