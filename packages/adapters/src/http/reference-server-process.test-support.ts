// Starts the real reference server as a child process for integration tests (the dependency rule forbids importing
// packages/server; spawning it is fine), on a free port with a throwaway data folder, and stops it afterwards.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const REPO_ROOT = resolve(import.meta.dirname, '../../../..');
const SERVER_ENTRY = 'packages/server/src/main.ts';

/** How long the server may take to migrate, seed and answer. */
export const STARTUP_TIMEOUT_MS = 60_000;

/**
 * The options of a suite whose tests make the server render audio or video (espeak-ng, MP3, ffmpeg): a generous
 * time limit, so that a busy 2-core machine never makes a timeout the thing under test.
 */
export const RENDERS = { timeout: 60_000 } as const;

/** How long warming the server's speech engine may take (a cold start loads espeak-ng in each worker). */
export const WARM_UP_TIMEOUT_MS = 60_000;

/** Voices whose previews warm the engine; no suite fetches their previews. */
const WARM_UP_VOICES = ['cadence-en-au-female-1', 'cadence-en-in-female-1'] as const;

/** A running reference server. */
export interface ReferenceServer {
  readonly baseUrl: string;
  stop(): Promise<void>;
}

/** A port nothing listens on right now. */
export const freePort = (): Promise<number> =>
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

const stopProcess = async (server: ChildProcess, dataDir: string): Promise<void> => {
  if (server.exitCode === null) {
    const exited = new Promise((done) => server.once('exit', done));
    server.kill('SIGTERM');
    const stubborn = setTimeout(() => server.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(stubborn);
  }
  rmSync(dataDir, { recursive: true, force: true });
};

/** Starts the server from its TypeScript sources and waits until it answers. */
export const startReferenceServer = async (appOrigin = 'http://localhost:5173'): Promise<ReferenceServer> => {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'cadence-adapters-it-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const server = spawn(process.execPath, ['--import', 'tsx', '--conditions=@cadence/source', SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, APP_ORIGIN: appOrigin },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);
  try {
    await waitUntilAnswering(baseUrl, server, () => output);
  } catch (error) {
    await stopProcess(server, dataDir);
    throw error;
  }
  return { baseUrl, stop: () => stopProcess(server, dataDir) };
};

/**
 * Starts every worker of the server's speech engine by rendering two voice previews at once (public, no history,
 * no quota; the engine starts a worker per render until its pool of two is full), so that the first generation a
 * test makes does not pay for a cold engine.
 */
export const warmSpeech = async (baseUrl: string): Promise<void> => {
  await Promise.all(WARM_UP_VOICES.map(async (voiceId) => {
    const response = await fetch(`${baseUrl}/v1/voices/${voiceId}/preview`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`warming the speech engine failed: ${String(response.status)}`);
  }));
};
