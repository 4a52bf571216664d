import type { Observable } from 'rxjs';
import type { GenerationEvent, GenerationRequest, RecordLookup, StreamedItemDetails } from './generation.types.js';
import type { SpeechApi, SpeechStreamEvent } from './speech-api.port.js';

// What one request's stream means for the generation: its port call, its events, where its record is found.

export type Ended = Extract<GenerationEvent, { type: 'ended' }>;

/** The port call of a request. */
export const streamFor = (speech: SpeechApi, request: GenerationRequest): Observable<SpeechStreamEvent> => {
  switch (request.kind) {
    case 'speech':
      return speech.streamSpeech(request.voice.voiceId, { text: request.text, modelId: request.modelId, voiceSettings: request.voiceSettings });
    case 'dialogue':
      return speech.streamDialogue(request.lines, request.modelId);
    case 'speechToSpeech':
      return speech.streamSpeechToSpeech(request.voice.voiceId, request.recording);
  }
};

const textOf = (request: GenerationRequest): string => {
  if (request.kind === 'speech') return request.text;
  if (request.kind === 'dialogue') return request.lines.map((line) => line.text).join('\n');
  return request.recording.name;
};

const detailsOf = (request: GenerationRequest, contentType: string): StreamedItemDetails => ({
  type: request.kind === 'speechToSpeech' ? 'speech-to-speech' : 'text-to-speech',
  text: textOf(request),
  voiceId: request.voice.voiceId,
  voiceName: request.voice.voiceName,
  contentType,
});

/** A port event as the run's GenerationEvent. */
export const eventOf = (run: number, request: GenerationRequest) => (event: SpeechStreamEvent): GenerationEvent => {
  if (event.type === 'started') return { type: 'started', run, item: detailsOf(request, event.contentType), historyItemId: event.historyItemId };
  if (event.type === 'chunk') return { type: 'chunk', run, bytes: event.bytes };
  return { type: 'failed', run, error: event.error };
};

/** Where the record is looked for before the response is known: the newest item of its source since it started. */
export const recordLookup = (request: GenerationRequest, startedAtMs: number): RecordLookup => ({
  historyItemId: null, source: request.kind === 'speechToSpeech' ? 'STS' : 'TTS', sinceUnix: Math.floor(startedAtMs / 1000),
});

/** Where the record of a run is found once its audio is all there: the header's id; nowhere after a failure. */
export const lookupAfter = (lookup: RecordLookup | null, event: GenerationEvent): RecordLookup | null => {
  if (lookup === null || event.type === 'failed') return null;
  return event.type === 'started' ? { ...lookup, historyItemId: event.historyItemId } : lookup;
};
