import type { Observable } from 'rxjs';
import type { DialogueLine } from '@cadence/domain';
import { portError, type CommonError, type NotFound, type PortError, type RateLimited, type SessionExpired } from '../shared/port-error.js';

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

/** The characters of the plan are used up: the message says how many are left and how many the request needs. */
export type QuotaExceeded = PortError<'QuotaExceeded'>;
export const QuotaExceeded = portError('QuotaExceeded');

/**
 * Why a generation failed, in the product's words:
 * - `QuotaExceeded`: the text needs more characters than the plan has left (only this generation fails: it is
 *   never a reason to sign out);
 * - `RateLimited`: the plan's concurrent generations are all running; one must finish first;
 * - `SessionExpired`: the person must sign in again;
 * - `NotFound`: the voice (or a dialogue line's voice) does not exist;
 * - `Rejected`: the request was refused for a reason given in `message` (unknown model, text too long, bad audio);
 * - `Unavailable`: the service could not be reached or failed on its side.
 */
export type SpeechError = QuotaExceeded | RateLimited | SessionExpired | NotFound | CommonError;

/**
 * What a streamed generation reports, in order: `started` once the response headers arrived (the history item id
 * from the `history-item-id` header, null when absent), then `chunk`s of audio as they arrive; the stream completes at
 * the end. A failure (before or during the audio) is reported as `failed` with its SpeechError, then completes: it
 * never errors.
 */
export type SpeechStreamEvent =
  | { readonly type: 'started'; readonly historyItemId: string | null; readonly contentType: string }
  | { readonly type: 'chunk'; readonly bytes: Uint8Array }
  | { readonly type: 'failed'; readonly error: SpeechError };

/** The streaming generation endpoints (text to speech, dialogue, speech to speech). */
export interface SpeechApi {
  streamSpeech(voiceId: string, request: SpeechRequest): Observable<SpeechStreamEvent>;
  streamDialogue(lines: readonly DialogueLine[], modelId: string): Observable<SpeechStreamEvent>;
  streamSpeechToSpeech(voiceId: string, recording: RecordingFile): Observable<SpeechStreamEvent>;
}
