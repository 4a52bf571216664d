// Integration: HttpHistoryApi against the real reference server (a child process): pages on the cursor, reads one
// item, downloads one file, a zip and a wav, and deletes.
import * as E from 'fp-ts/lib/Either.js';
import { firstValueFrom } from 'rxjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from './api-client.js';
import { right, demoAccessToken } from './api-results.test-support.js';
import { HttpHistoryApi } from './http-history-api.adapter.js';
import { RENDERS, startReferenceServer, STARTUP_TIMEOUT_MS, WARM_UP_TIMEOUT_MS, warmSpeech, type ReferenceServer } from './reference-server-process.test-support.js';

const VOICE = 'cadence-en-gb-female-1';

let server: ReferenceServer | undefined;
let token: string | null = null;
let client: ApiClient;
let history: HttpHistoryApi;

const generate = async (text: string): Promise<string> => {
  const { response } = await client.POST('/v1/text-to-speech/{voice_id}', {
    params: { path: { voice_id: VOICE } },
    body: { text, model_id: 'eleven_multilingual_v2' },
    parseAs: 'arrayBuffer',
  });
  const id = response.headers.get('history-item-id');
  if (!response.ok || id === null) throw new Error(`generation failed: ${String(response.status)}`);
  return id;
};

beforeAll(async () => {
  server = await startReferenceServer();
  await warmSpeech(server.baseUrl);
  client = createApiClient({ baseUrl: server.baseUrl, accessToken: () => token });
  token = await demoAccessToken(client);
  history = new HttpHistoryApi(client);
}, STARTUP_TIMEOUT_MS + WARM_UP_TIMEOUT_MS + 5_000);

afterAll(async () => {
  await server?.stop();
});

describe('HttpHistoryApi against the reference server', RENDERS, () => {
  it('pages, reads, downloads and deletes', async () => {
    const older = await generate('The first history item.');
    const newer = await generate('The second history item.');
    const query = { pageSize: 1, startAfterHistoryItemId: null, voiceId: null, search: null, source: 'TTS' } as const;

    const first = await right(history.list(query));
    expect(first).toMatchObject({ hasMore: true, lastHistoryItemId: newer });
    expect(first.items[0]).toMatchObject({ historyItemId: newer, text: 'The second history item.', voiceId: VOICE, source: 'TTS', feedback: null });
    expect(first.items[0]?.characterCost).toBe(24);
    const second = await right(history.list({ ...query, startAfterHistoryItemId: newer }));
    expect(second.items.map((item) => item.historyItemId)).toEqual([older]);
    expect((await right(history.list({ ...query, pageSize: 10, search: 'first' }))).items.map((item) => item.historyItemId)).toEqual([older]);
    expect(await right(history.get(older))).toMatchObject({ historyItemId: older, contentType: 'audio/mpeg' });

    const one = await right(history.download([older], 'mp3'));
    expect(one.contentType).toBe('audio/mpeg');
    expect(one.body?.byteLength).toBeGreaterThan(100);
    const zip = await right(history.download([older, newer], 'zip'));
    expect(zip.contentType).toBe('application/zip');
    expect([...(zip.body?.slice(0, 2) ?? [])]).toEqual([0x50, 0x4b]);
    const wav = await right(history.download([older], 'wav'));
    expect(wav.contentType).toBe('audio/wav');
    expect(new TextDecoder().decode(wav.body?.slice(0, 4))).toBe('RIFF');

    await right(history.remove(older));
    expect(await firstValueFrom(history.get(older))).toEqual(E.left(expect.objectContaining({ _tag: 'NotFound' })));
    expect(await firstValueFrom(history.download([older], 'mp3'))).toEqual(E.left(expect.objectContaining({ _tag: 'NotFound' })));
  });
});
