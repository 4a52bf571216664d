// Compatibility: the official ElevenLabs JavaScript SDK, unchanged, against the real reference server started as a
// child process (as reference-server.test.ts does), with an API key made over HTTP for the demo account.
import { ElevenLabsClient } from '@elevenlabs/elevenlabs-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENDERS, startReferenceServer, STARTUP_TIMEOUT_MS, WARM_UP_TIMEOUT_MS, warmSpeech, type ReferenceServer } from './reference-server-process.test-support.js';

const VOICE = 'cadence-en-gb-female-1';

const postJson = async (url: string, body: unknown, token?: string): Promise<Record<string, unknown>> => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
  });
  expect(response.ok).toBe(true);
  return (await response.json()) as Record<string, unknown>;
};

let server: ReferenceServer | undefined;
let baseUrl = '';
let elevenlabs: ElevenLabsClient;

beforeAll(async () => {
  server = await startReferenceServer();
  await warmSpeech(server.baseUrl);
  baseUrl = server.baseUrl;
  const session = await postJson(`${baseUrl}/v1/auth/sign-in`, { email: 'demo@cadence.dev', password: 'Cadence-demo-2026!' });
  const key = await postJson(`${baseUrl}/v1/user/api-keys`, { name: 'SDK test' }, String(session['access_token']));
  elevenlabs = new ElevenLabsClient({ apiKey: String(key['xi_api_key']), baseUrl });
}, STARTUP_TIMEOUT_MS + WARM_UP_TIMEOUT_MS + 10_000);

afterAll(async () => {
  await server?.stop();
});

const bytesOf = async (stream: ReadableStream<Uint8Array>): Promise<number> => {
  let total = 0;
  const reader = stream.getReader();
  for (let next = await reader.read(); next.done !== true; next = await reader.read()) total += next.value.length;
  return total;
};

describe('the official ElevenLabs SDK against the reference server', RENDERS, () => {
  it('lists the models', async () => {
    const models = await elevenlabs.models.list();
    expect(models.map((model) => model.modelId)).toContain('eleven_multilingual_v2');
  });

  it('finds the voices with v2 search and v1 getAll', async () => {
    const page = await elevenlabs.voices.search({ pageSize: 5, includeTotalCount: true });
    expect(page.voices.length).toBe(5);
    expect(page.hasMore).toBe(true);
    const all = await elevenlabs.voices.getAll();
    expect(all.voices.map((voice) => voice.voiceId)).toContain(VOICE);
  });

  it('converts text to speech, and the generation is in the history', async () => {
    const audio = await elevenlabs.textToSpeech.convert(VOICE, { text: 'Hello from the SDK.', modelId: 'eleven_multilingual_v2', outputFormat: 'mp3_44100_128' });
    expect(await bytesOf(audio)).toBeGreaterThan(1000);
    const history = await elevenlabs.history.list({ pageSize: 10 });
    expect(history.history.map((item) => item.text)).toContain('Hello from the SDK.');
  });
});
