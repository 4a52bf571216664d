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

  it('reads the user with its subscription', async () => {
    const user = await elevenlabs.user.get();
    expect(user).toMatchObject({ workspaceId: expect.any(String), canUseDelayedPaymentMethods: false, seatType: 'workspace_admin' });
    expect(user.createdAt).toBeGreaterThan(0);
    expect(user.subscription).toMatchObject({ tier: expect.any(String), characterLimit: expect.any(Number), professionalVoiceSlotsUsedInWorkspace: 0 });
    expect(user.subscription.currentOverage).toEqual({ amount: expect.stringMatching(/^\d+\.\d{2}$/), currency: user.subscription.currency });
  });

  it('reads the subscription with its invoices', async () => {
    const subscription = await elevenlabs.user.subscription.get();
    const user = await elevenlabs.user.get();
    expect(subscription).toMatchObject({
      tier: user.subscription.tier, status: user.subscription.status, characterLimit: user.subscription.characterLimit,
      maxCreditLimitExtension: user.subscription.maxCreditLimitExtension, openInvoices: [], hasOpenInvoices: false,
      currentOverage: user.subscription.currentOverage, professionalVoiceSlotsUsedInWorkspace: 0,
    });
    expect(typeof subscription.maxCreditLimitExtension).toBe('number');
  });

  it('converts text to speech, and the generation is in the history', async () => {
    const audio = await elevenlabs.textToSpeech.convert(VOICE, { text: 'Hello from the SDK.', modelId: 'eleven_multilingual_v2', outputFormat: 'mp3_44100_128' });
    expect(await bytesOf(audio)).toBeGreaterThan(1000);
    const history = await elevenlabs.history.list({ pageSize: 10 });
    expect(history.history.map((item) => item.text)).toContain('Hello from the SDK.');
  });

  it('streams speech, and answers it with character timestamps, whole and streamed', async () => {
    expect(await bytesOf(await elevenlabs.textToSpeech.stream(VOICE, { text: 'Streamed by the SDK.', modelId: 'eleven_multilingual_v2' }))).toBeGreaterThan(1000);
    const timed = await elevenlabs.textToSpeech.convertWithTimestamps(VOICE, { text: 'Timed by the SDK.', modelId: 'eleven_multilingual_v2' });
    expect(timed.audioBase64.length).toBeGreaterThan(1000);
    expect(timed.alignment?.characters.join('')).toBe('Timed by the SDK.');
    let chunks = 0;
    for await (const chunk of await elevenlabs.textToSpeech.streamWithTimestamps(VOICE, { text: 'Timed stream.', modelId: 'eleven_multilingual_v2' })) {
      if (chunk.audioBase64 !== undefined) chunks += 1;
    }
    expect(chunks).toBeGreaterThan(0);
  });

  it('converts and streams a dialogue', async () => {
    expect(await bytesOf(await elevenlabs.textToDialogue.convert({ inputs: [{ text: 'Hello.', voiceId: VOICE }, { text: 'Hi there.', voiceId: VOICE }] }))).toBeGreaterThan(1000);
    expect(await bytesOf(await elevenlabs.textToDialogue.stream({ inputs: [{ text: 'Streamed dialogue.', voiceId: VOICE }] }))).toBeGreaterThan(1000);
  });

  it('reads a voice and its settings, edits them, and reads the defaults', async () => {
    expect((await elevenlabs.voices.get(VOICE)).voiceId).toBe(VOICE);
    const defaults = await elevenlabs.voices.settings.getDefault();
    expect(defaults.stability).toEqual(expect.any(Number));
    expect(await elevenlabs.voices.settings.update(VOICE, { stability: 0.4, similarityBoost: 0.6 })).toMatchObject({ status: 'ok' });
    expect(await elevenlabs.voices.settings.get(VOICE)).toMatchObject({ stability: 0.4, similarityBoost: 0.6 });
  });

  it('reads, plays, downloads and deletes a history item', async () => {
    await bytesOf(await elevenlabs.textToSpeech.convert(VOICE, { text: 'Kept for a while.', modelId: 'eleven_multilingual_v2' }));
    const item = (await elevenlabs.history.list({ pageSize: 10 })).history.find((entry) => entry.text === 'Kept for a while.');
    if (item === undefined) throw new Error('the generation is not in the history');
    expect((await elevenlabs.history.get(item.historyItemId)).voiceId).toBe(VOICE);
    expect(await bytesOf(await elevenlabs.history.getAudio(item.historyItemId))).toBeGreaterThan(1000);
    expect(await bytesOf(await elevenlabs.history.download({ historyItemIds: [item.historyItemId] }))).toBeGreaterThan(1000);
    expect(await elevenlabs.history.delete(item.historyItemId)).toMatchObject({ status: 'ok' });
    expect((await elevenlabs.history.list({ pageSize: 10 })).history.map((entry) => entry.historyItemId)).not.toContain(item.historyItemId);
  });
});
