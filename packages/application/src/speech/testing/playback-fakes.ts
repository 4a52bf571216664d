// Fakes and object mothers of the generation, the player and feedback, for the use-case tests here and the
// component tests in web.
import * as E from 'fp-ts/lib/Either.js';
import { of, Subject, type Observable } from 'rxjs';
import type { Feedback, FeedbackSubmission } from '@cadence/domain';
import type { FeedbackApi, FeedbackApiError } from '../feedback-api.port.js';
import type { GenerationRequest, StreamedItemDetails } from '../generation.types.js';
import type { SpeechApi, SpeechError, SpeechStreamEvent } from '../speech-api.port.js';

export { fakeAudioOutput } from './speech-fakes.js';

/** The response of a stream arrived: the history-item-id header (null when absent) and the audio's type. */
export const speechStarted = (historyItemId: string | null, contentType = 'audio/mpeg'): SpeechStreamEvent => ({ type: 'started', historyItemId, contentType });

/** A chunk of `size` zero bytes, or of the given bytes. */
export const speechChunk = (bytes: number | readonly number[]): SpeechStreamEvent => ({
  type: 'chunk', bytes: typeof bytes === 'number' ? new Uint8Array(bytes) : new Uint8Array(bytes),
});

export const speechFailed = (error: SpeechError): SpeechStreamEvent => ({ type: 'failed', error });

/**
 * A SpeechApi that records what was sent ("speech v1 Hi", "dialogue 2", "sts v3 take.wav") and answers each call
 * with `answer()`, by default a new Subject the test drives (`streams`, `latest()`).
 */
export const fakeSpeechApi = (answer?: () => Observable<SpeechStreamEvent>) => {
  const sent: string[] = [];
  const streams: Subject<SpeechStreamEvent>[] = [];
  const open = (description: string): Observable<SpeechStreamEvent> => {
    sent.push(description);
    if (answer !== undefined) return answer();
    const stream = new Subject<SpeechStreamEvent>();
    streams.push(stream);
    return stream;
  };
  const api: SpeechApi = {
    streamSpeech: (voiceId, request) => open(`speech ${voiceId} ${request.text}`),
    streamDialogue: (lines) => open(`dialogue ${String(lines.length)}`),
    streamSpeechToSpeech: (voiceId, recording) => open(`sts ${voiceId} ${recording.name}`),
  };
  const latest = (): Subject<SpeechStreamEvent> => {
    const stream = streams.at(-1);
    if (stream === undefined) throw new Error('no stream was opened');
    return stream;
  };
  return { api, sent, streams, latest };
};

/** A text-to-speech request for Rachel (v1). */
export const speechRequest = (text = 'Hi there'): GenerationRequest => ({
  kind: 'speech', voice: { voiceId: 'v1', voiceName: 'Rachel' }, text, modelId: 'eleven_multilingual_v2', voiceSettings: null,
});

/** What a text-to-speech generation shows in the player. */
export const streamedDetails = (overrides: Partial<StreamedItemDetails> = {}): StreamedItemDetails => ({
  type: 'text-to-speech', text: 'Hello there, world', voiceId: 'v1', voiceName: 'Rachel', contentType: 'audio/mpeg', ...overrides,
});

/** Feedback as the server stores it (not reviewed unless told). */
export const storedFeedback = (submission: FeedbackSubmission, reviewStatus = 'not_reviewed'): Feedback => ({ ...submission, review_status: reviewStatus });

/** A FeedbackApi that records each submission and answers it as stored, unless `answer` says otherwise. */
export const fakeFeedbackApi = (answer?: (submission: FeedbackSubmission) => Observable<E.Either<FeedbackApiError, Feedback>>) => {
  const sent: FeedbackSubmission[] = [];
  const api: FeedbackApi = {
    submit: (_, submission) => {
      sent.push(submission);
      return answer?.(submission) ?? of(E.right(storedFeedback(submission)));
    },
  };
  return { api, sent };
};
