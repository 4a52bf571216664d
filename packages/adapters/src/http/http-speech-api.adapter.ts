import {
  NotFound, QuotaExceeded, RateLimited, SessionExpired,
  type RecordingFile, type SpeechApi, type SpeechError, type SpeechRequest, type SpeechStreamEvent,
} from '@cadence/application';
import type { DialogueLine } from '@cadence/domain';
import type { Observable } from 'rxjs';
import type { ApiClient } from './api-client.js';
import { errorTable } from './error-table.js';
import { generationStream } from './generation-stream.js';
import { voiceSettingsBody } from './voice-bodies.js';

/** The model speech to speech uses (the contract's default). */
export const SPEECH_TO_SPEECH_MODEL_ID = 'eleven_english_sts_v2';

/**
 * The generation endpoints' failures in the port's words. The quota answer is a 401 (as ElevenLabs does): its code
 * is matched before the status, so it is never taken for an ended session. An unknown model, a text over the
 * model's limit or a recording that cannot be decoded stay Rejected with the server's reason.
 */
export const SPEECH_ERRORS = errorTable<SpeechError>([
  { code: 'quota_exceeded', to: QuotaExceeded },
  { code: 'too_many_concurrent_requests', to: RateLimited },
  { code: 'voice_not_found', to: NotFound },
  { status: 429, to: RateLimited },
  { status: 401, to: SessionExpired },
  { status: 404, to: NotFound },
]);

/** SpeechApi over the streaming endpoints: text to speech, text to dialogue and speech to speech (multipart). */
export class HttpSpeechApi implements SpeechApi {
  constructor(private readonly client: ApiClient) {}

  streamSpeech(voiceId: string, request: SpeechRequest): Observable<SpeechStreamEvent> {
    const params = { path: { voice_id: voiceId } };
    const body = {
      text: request.text,
      model_id: request.modelId,
      ...(request.voiceSettings === null ? {} : { voice_settings: voiceSettingsBody(request.voiceSettings) }),
    };
    return generationStream(SPEECH_ERRORS, (init) => this.client.POST('/v1/text-to-speech/{voice_id}/stream', { ...init, params, body }));
  }

  streamDialogue(lines: readonly DialogueLine[], modelId: string): Observable<SpeechStreamEvent> {
    const body = { inputs: lines.map((line) => ({ text: line.text, voice_id: line.voice_id })), model_id: modelId };
    return generationStream(SPEECH_ERRORS, (init) => this.client.POST('/v1/text-to-dialogue/stream', { ...init, body }));
  }

  streamSpeechToSpeech(voiceId: string, recording: RecordingFile): Observable<SpeechStreamEvent> {
    const params = { path: { voice_id: voiceId } };
    const form = new FormData();
    form.append('audio', new Blob([new Uint8Array(recording.bytes)], { type: recording.contentType }), recording.name);
    form.append('model_id', SPEECH_TO_SPEECH_MODEL_ID);
    // The generated body type describes the form fields; the FormData itself is what is sent.
    const body = { audio: recording.name, model_id: SPEECH_TO_SPEECH_MODEL_ID };
    return generationStream(SPEECH_ERRORS, (init) =>
      this.client.POST('/v1/speech-to-speech/{voice_id}/stream', { ...init, params, body, bodySerializer: () => form }),
    );
  }
}
