import { NotFound, QuotaExceeded, RateLimited, Rejected, SessionExpired, Unavailable, type SpeechStreamEvent } from '@cadence/application';
import { lastValueFrom, toArray } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createApiClient } from './api-client.js';
import { httpErrorFromBody, networkError } from './http-error.js';
import { HttpSpeechApi, SPEECH_ERRORS } from './http-speech-api.adapter.js';

/** A fetch that answers with a body streamed in the given chunks, and records the requests. */
const streamingFetch = (respond: () => Response) => {
  const requests: Request[] = [];
  return { requests, fetch: (request: Request) => { requests.push(request); return Promise.resolve(respond()); } };
};

const chunked = (chunks: readonly number[][], headers: Record<string, string>) =>
  new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        chunks.forEach((chunk) => controller.enqueue(new Uint8Array(chunk)));
        controller.close();
      },
    }),
    { status: 200, headers },
  );

const api = (fetch: (request: Request) => Promise<Response>) =>
  new HttpSpeechApi(createApiClient({ baseUrl: 'https://api.test', accessToken: () => 'token-1', fetch }));

const events = (source: ReturnType<HttpSpeechApi['streamSpeech']>) => lastValueFrom(source.pipe(toArray()));
const settings = { stability: 0.4, similarityBoost: 0.8, style: 0.1, useSpeakerBoost: false, speed: 1.1 };

const requestAt = (requests: readonly Request[], index: number): Request => {
  const request = requests[index];
  if (request === undefined) throw new Error(`no request ${String(index)}`);
  return request;
};

describe('HttpSpeechApi', () => {
  it('reports the history-item-id header first, then every chunk as it arrives', async () => {
    const fake = streamingFetch(() => chunked([[1, 2, 3], [4, 5]], { 'content-type': 'audio/mpeg', 'history-item-id': 'h42' }));
    const seen = await events(api(fake.fetch).streamSpeech('v1', { text: 'Hello', modelId: 'eleven_v3', voiceSettings: settings }));
    expect(seen).toEqual<SpeechStreamEvent[]>([
      { type: 'started', historyItemId: 'h42', contentType: 'audio/mpeg' },
      { type: 'chunk', bytes: new Uint8Array([1, 2, 3]) },
      { type: 'chunk', bytes: new Uint8Array([4, 5]) },
    ]);
    const request = requestAt(fake.requests, 0);
    expect(request.url).toBe('https://api.test/v1/text-to-speech/v1/stream');
    expect(request.headers.get('authorization')).toBe('Bearer token-1');
    expect(await request.json()).toEqual({
      text: 'Hello', model_id: 'eleven_v3', voice_settings: { stability: 0.4, similarity_boost: 0.8, style: 0.1, use_speaker_boost: false, speed: 1.1 },
    });
  });

  it('reports a missing header as null', async () => {
    const fake = streamingFetch(() => chunked([[9]], { 'content-type': 'audio/wav' }));
    const seen = await events(api(fake.fetch).streamDialogue([{ text: 'Hi', voice_id: 'v1' }, { text: 'Yo', voice_id: 'v2' }], 'eleven_v3'));
    expect(seen[0]).toEqual({ type: 'started', historyItemId: null, contentType: 'audio/wav' });
    expect(await requestAt(fake.requests, 0).json()).toEqual({ inputs: [{ text: 'Hi', voice_id: 'v1' }, { text: 'Yo', voice_id: 'v2' }], model_id: 'eleven_v3' });
  });

  it('answers the quota error as a failed event with the server message', async () => {
    const body = JSON.stringify({ detail: { status: 'quota_exceeded', message: 'This request exceeds your quota.' } });
    const fake = streamingFetch(() => new Response(body, { status: 401, headers: { 'content-type': 'application/json' } }));
    const seen = await events(api(fake.fetch).streamSpeech('v1', { text: 'Hello', modelId: 'm', voiceSettings: null }));
    expect(seen).toEqual([{ type: 'failed', error: QuotaExceeded('This request exceeds your quota.') }]);
  });

  it('answers a network failure as a failed event: the service is unavailable', async () => {
    const seen = await events(api(() => Promise.reject(new TypeError('offline'))).streamSpeech('v1', { text: 'Hello', modelId: 'm', voiceSettings: null }));
    expect(seen).toEqual([{ type: 'failed', error: Unavailable() }]);
  });

  it('sends speech to speech as multipart with the recording under audio', async () => {
    const fake = streamingFetch(() => chunked([[7]], { 'content-type': 'audio/mpeg', 'history-item-id': 'h1' }));
    const recording = { bytes: new Uint8Array([82, 73, 70, 70]), name: 'take.wav', contentType: 'audio/wav' };
    const seen = await events(api(fake.fetch).streamSpeechToSpeech('v3', recording));
    expect(seen.map((event) => event.type)).toEqual(['started', 'chunk']);
    const request = requestAt(fake.requests, 0);
    expect(request.url).toBe('https://api.test/v1/speech-to-speech/v3/stream');
    expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await request.formData();
    const audio = form.get('audio') as File;
    expect(audio.name).toBe('take.wav');
    expect(new Uint8Array(await audio.arrayBuffer())).toEqual(recording.bytes);
  });
});

describe('SPEECH_ERRORS', () => {
  const failure = (status: number, code: string, message: string) => httpErrorFromBody(status, 'Reason', { detail: { status: code, message } });

  it('tells the quota (a 401) from an ended session', () => {
    expect(SPEECH_ERRORS(failure(401, 'quota_exceeded', 'This request exceeds your quota of 10000.'))).toEqual(QuotaExceeded('This request exceeds your quota of 10000.'));
    expect(SPEECH_ERRORS(failure(401, 'unauthorized', 'Sign in to continue.'))).toEqual(SessionExpired('Sign in to continue.'));
  });

  it('maps too many concurrent generations, and any 429, to RateLimited with the server’s words', () => {
    expect(SPEECH_ERRORS(failure(429, 'too_many_concurrent_requests', 'Too many concurrent requests.'))).toEqual(RateLimited('Too many concurrent requests.'));
    expect(SPEECH_ERRORS(failure(429, 'too_many_attempts', 'Slow down.'))).toEqual(RateLimited('Slow down.'));
  });

  it('maps an unknown voice to NotFound', () => {
    expect(SPEECH_ERRORS(failure(404, 'voice_not_found', 'A voice with the voice_id x was not found.'))).toEqual(NotFound('A voice with the voice_id x was not found.'));
  });

  it('keeps other refusals Rejected with their reason, and server or network failures Unavailable', () => {
    expect(SPEECH_ERRORS(failure(400, 'model_not_found', 'A model with this model_id was not found.'))).toEqual(Rejected('A model with this model_id was not found.'));
    expect(SPEECH_ERRORS(failure(422, 'invalid_request', 'The text is longer than 5000 characters.'))).toEqual(Rejected('The text is longer than 5000 characters.'));
    expect(SPEECH_ERRORS(failure(400, 'invalid_audio', 'The recording has no audio.'))).toEqual(Rejected('The recording has no audio.'));
    expect(SPEECH_ERRORS(failure(500, 'internal_error', 'Boom'))).toEqual(Unavailable());
    expect(SPEECH_ERRORS(networkError())).toEqual(Unavailable());
  });
});
