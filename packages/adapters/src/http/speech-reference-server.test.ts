// Integration: the speech adapters (streaming, voices, models, feedback) against the real reference server.
import type { SpeechStreamEvent } from '@cadence/application';
import { lastValueFrom, toArray } from 'rxjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from './api-client.js';
import { NotFound } from '@cadence/application';
import { left, right, demoAccessToken } from './api-results.test-support.js';
import { HttpFeedbackApi } from './http-feedback-api.adapter.js';
import { HttpSpeechApi } from './http-speech-api.adapter.js';
import { HttpVoiceCatalogue } from './http-voice-catalogue.adapter.js';
import { RENDERS, startReferenceServer, STARTUP_TIMEOUT_MS, WARM_UP_TIMEOUT_MS, warmSpeech, type ReferenceServer } from './reference-server-process.test-support.js';

let server: ReferenceServer | undefined;
let token: string | null = null;
let client: ApiClient;

beforeAll(async () => {
  server = await startReferenceServer();
  await warmSpeech(server.baseUrl);
  client = createApiClient({ baseUrl: server.baseUrl, accessToken: () => token });
  token = await demoAccessToken(client);
}, STARTUP_TIMEOUT_MS + WARM_UP_TIMEOUT_MS + 5_000);

afterAll(async () => {
  await server?.stop();
});

const bytesOf = (events: readonly SpeechStreamEvent[]): number =>
  events.reduce((sum, event) => sum + (event.type === 'chunk' ? event.bytes.length : 0), 0);

describe('the speech adapters against the reference server', RENDERS, () => {
  it('reads models, two voice pages and a voice’s settings', async () => {
    const catalogue = new HttpVoiceCatalogue(client);
    const models = await right(catalogue.listModels());
    expect(models.map((model) => model.modelId)).toContain('eleven_multilingual_v2');
    const first = await right(catalogue.searchVoices({ pageSize: 5, nextPageToken: null, search: null }));
    expect(first.voices).toHaveLength(5);
    expect(first.hasMore).toBe(true);
    const second = await right(catalogue.searchVoices({ pageSize: 5, nextPageToken: first.nextPageToken, search: null }));
    expect(second.voices[0]?.voice_id).not.toBe(first.voices[0]?.voice_id);
    const voice = first.voices[0];
    expect(voice?.preview_url).toMatch(/\/v1\/voices\/.+\/preview$/);
    const settings = await right(catalogue.voiceSettings(voice?.voice_id ?? ''));
    expect(settings.stability).toBeGreaterThanOrEqual(0);
  });

  it("answers an unknown voice's settings as NotFound with the server's reason", async () => {
    expect(await left(new HttpVoiceCatalogue(client).voiceSettings('no-such-voice'))).toEqual(NotFound('A voice with this voice_id was not found.'));
  });

  it('streams text to speech: the history id first, then MP3 bytes; feedback can be given on it', async () => {
    const voices = await right(new HttpVoiceCatalogue(client).searchVoices({ pageSize: 1, nextPageToken: null, search: null }));
    const voiceId = voices.voices[0]?.voice_id ?? '';
    const events = await lastValueFrom(
      new HttpSpeechApi(client).streamSpeech(voiceId, { text: 'Streaming works.', modelId: 'eleven_multilingual_v2', voiceSettings: null }).pipe(toArray()),
    );
    const started = events[0];
    if (started?.type !== 'started' || started.historyItemId === null) throw new Error(`no start: ${JSON.stringify(started)}`);
    expect(started.contentType).toBe('audio/mpeg');
    expect(bytesOf(events)).toBeGreaterThan(1000);
    expect(events.some((event) => event.type === 'failed')).toBe(false);

    const stored = await right(new HttpFeedbackApi(client).submit(started.historyItemId, {
      thumbs_up: false, feedback: '', emotions: false, inaccurate_clone: false, glitches: true, audio_quality: false, other: false,
    }));
    expect(stored).toMatchObject({ thumbs_up: false, glitches: true, review_status: 'not_reviewed' });
  });

  it('streams a dialogue', async () => {
    const voices = await right(new HttpVoiceCatalogue(client).searchVoices({ pageSize: 2, nextPageToken: null, search: null }));
    const [a, b] = voices.voices;
    const lines = [{ text: 'Hello there.', voice_id: a?.voice_id ?? '' }, { text: 'Hi!', voice_id: b?.voice_id ?? '' }];
    const events = await lastValueFrom(new HttpSpeechApi(client).streamDialogue(lines, 'eleven_multilingual_v2').pipe(toArray()));
    expect(events[0]).toMatchObject({ type: 'started' });
    expect(bytesOf(events)).toBeGreaterThan(1000);
  });

  it('answers an unknown voice as a failed event with the server message, not a thrown error', async () => {
    const events = await lastValueFrom(
      new HttpSpeechApi(client).streamSpeech('no-such-voice', { text: 'Hi', modelId: 'eleven_multilingual_v2', voiceSettings: null }).pipe(toArray()),
    );
    expect(events).toHaveLength(1);
    expect(events[0]).toEqual({ type: 'failed', error: NotFound('A voice with this voice_id was not found.') });
  });
});
