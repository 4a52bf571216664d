// Compatibility: the official ElevenLabs JavaScript SDK, unchanged, against the real reference server started as a
// child process (as reference-server.test.ts does), with an API key made over HTTP for the demo account.
import { ElevenLabsClient } from '@elevenlabs/elevenlabs-js';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const REPO_ROOT = resolve(import.meta.dirname, '../../../..');
const SERVER_ENTRY = 'packages/server/src/main.ts';
const STARTUP_TIMEOUT_MS = 60_000;
const VOICE = 'cadence-en-gb-female-1';

const freePort = (): Promise<number> =>
  new Promise((done, fail) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address !== null ? done(address.port) : fail(new Error('no port'))));
    });
  });

const waitUntilAnswering = async (baseUrl: string, server: ChildProcess, log: () => string): Promise<void> => {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the reference server exited (${server.exitCode}):\n${log()}`);
    try {
      await fetch(`${baseUrl}/v1/dev/mailbox`);
      return;
    } catch {
      await new Promise((wake) => setTimeout(wake, 200));
    }
  }
  throw new Error(`the reference server did not answer within ${STARTUP_TIMEOUT_MS} ms:\n${log()}`);
};

const postJson = async (url: string, body: unknown, token?: string): Promise<Record<string, unknown>> => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
  });
  expect(response.ok).toBe(true);
  return (await response.json()) as Record<string, unknown>;
};

let server: ChildProcess | undefined;
let dataDir = '';
let baseUrl = '';
let elevenlabs: ElevenLabsClient;

beforeAll(async () => {
  const port = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), 'cadence-sdk-it-'));
  baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  server = spawn(process.execPath, ['--import', 'tsx', '--conditions=@cadence/source', SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, APP_ORIGIN: 'http://localhost:5173' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);
  await waitUntilAnswering(baseUrl, server, () => output);
  const session = await postJson(`${baseUrl}/v1/auth/sign-in`, { email: 'demo@cadence.dev', password: 'Cadence-demo-2026!' });
  const key = await postJson(`${baseUrl}/v1/user/api-keys`, { name: 'SDK test' }, String(session['access_token']));
  elevenlabs = new ElevenLabsClient({ apiKey: String(key['xi_api_key']), baseUrl });
}, STARTUP_TIMEOUT_MS + 10_000);

afterAll(async () => {
  if (server !== undefined && server.exitCode === null) {
    const exited = new Promise((done) => server?.once('exit', done));
    server.kill('SIGTERM');
    const stubborn = setTimeout(() => server?.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(stubborn);
  }
  if (dataDir !== '') rmSync(dataDir, { recursive: true, force: true });
});

const bytesOf = async (stream: ReadableStream<Uint8Array>): Promise<number> => {
  let total = 0;
  const reader = stream.getReader();
  for (let next = await reader.read(); next.done !== true; next = await reader.read()) total += next.value.length;
  return total;
};

describe('the official ElevenLabs SDK against the reference server', () => {
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
