import type { GenerationEvent, RecordingFile, SpeechApi, SpeechRequest } from '@cadence/application';
import type { DialogueLine } from '@cadence/domain';
import type { Observable } from 'rxjs';
import type { ApiClient } from './api-client.js';
import { generationStream } from './generation-stream.js';
import { voiceSettingsBody } from './voice-bodies.js';

/** The model speech to speech uses (the contract's default). */
export const SPEECH_TO_SPEECH_MODEL_ID = 'eleven_english_sts_v2';

/** SpeechApi over the streaming endpoints: text to speech, text to dialogue and speech to speech (multipart). */
export class HttpSpeechApi implements SpeechApi {
  constructor(private readonly client: ApiClient) {}

  streamSpeech(voiceId: string, request: SpeechRequest): Observable<GenerationEvent> {
    const params = { path: { voice_id: voiceId } };
    const body = {
      text: request.text,
      model_id: request.modelId,
      ...(request.voiceSettings === null ? {} : { voice_settings: voiceSettingsBody(request.voiceSettings) }),
    };
    return generationStream((init) => this.client.POST('/v1/text-to-speech/{voice_id}/stream', { ...init, params, body }));
  }

  streamDialogue(lines: readonly DialogueLine[], modelId: string): Observable<GenerationEvent> {
    const body = { inputs: lines.map((line) => ({ text: line.text, voice_id: line.voice_id })), model_id: modelId };
    return generationStream((init) => this.client.POST('/v1/text-to-dialogue/stream', { ...init, body }));
  }

  streamSpeechToSpeech(voiceId: string, recording: RecordingFile): Observable<GenerationEvent> {
    const params = { path: { voice_id: voiceId } };
    const form = new FormData();
    form.append('audio', new Blob([new Uint8Array(recording.bytes)], { type: recording.contentType }), recording.name);
    form.append('model_id', SPEECH_TO_SPEECH_MODEL_ID);
    // The generated body type describes the form fields; the FormData itself is what is sent.
    const body = { audio: recording.name, model_id: SPEECH_TO_SPEECH_MODEL_ID };
    return generationStream((init) =>
      this.client.POST('/v1/speech-to-speech/{voice_id}/stream', { ...init, params, body, bodySerializer: () => form }),
    );
  }
}
