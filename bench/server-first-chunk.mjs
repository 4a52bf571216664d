// Time to the first audio byte of the reference API's streamed text to speech, and the total time of a 2,000-character
// generation streamed vs non-streamed, measured over HTTP against a throwaway server (its own port and data folder),
// signed in as the demo account. Prints figures; asserts nothing. Run: npm run bench:first-chunk
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const root = path.resolve(import.meta.dirname, '..');
const VOICE = 'cadence-en-gb-female-1';
const WARM_RUNS = 5;
const SENTENCE = 'The quick brown fox jumps over the lazy dog, and the evening light settles on the quiet harbour. ';
const textOf = (length) => SENTENCE.repeat(Math.ceil(length / SENTENCE.length)).slice(0, length).trim();

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

const port = await freePort();
const api = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'cadence-bench-first-chunk-'));
const server = spawn(process.execPath, ['--import', 'tsx', '--conditions=@cadence/source', 'packages/server/src/main.ts'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, VIDEO_DIR: path.join(dataDir, 'videos') },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = async () => {
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
};

const waitUntilAnswering = async () => {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${api}/v1/geolocation`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not answer within 60 s');
};

const signIn = async () => {
  const response = await fetch(`${api}/v1/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@cadence.dev', password: 'Cadence-demo-2026!' }),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
  return (await response.json()).access_token;
};

/** One generation: ms to the response headers, to the first audio byte, and to the last byte. */
const generate = async (token, text, streamed) => {
  const start = performance.now();
  const response = await fetch(`${api}/v1/text-to-speech/${VOICE}${streamed ? '/stream' : ''}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ text }),
  });
  if (!response.ok) throw new Error(`text to speech answered ${response.status}: ${await response.text()}`);
  const headers = performance.now() - start;
  const reader = response.body.getReader();
  let firstByte = null;
  let bytes = 0;
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    if (next.value.length > 0) firstByte ??= performance.now() - start;
    bytes += next.value.length;
  }
  return { headers, firstByte: firstByte ?? Number.NaN, total: performance.now() - start, bytes };
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => Math.round(value);

try {
  await waitUntilAnswering();
  const token = await signIn();
  const short = textOf(120);
  const cold = await generate(token, short, true);
  const warm = [];
  for (let run = 0; run < WARM_RUNS; run += 1) warm.push(await generate(token, short, true));
  const long = textOf(2000);
  const longStreamed = await generate(token, long, true);
  const longWhole = await generate(token, long, false);

  console.log(`Reference API over HTTP on this machine (${VOICE}, mp3_44100_128); one server, fresh data folder`);
  console.table({
    'streamed 120 chars, first request (cold engine)': { 'first byte ms': ms(cold.firstByte), 'total ms': ms(cold.total) },
    [`streamed 120 chars, warm, median of ${WARM_RUNS}`]: {
      'first byte ms': ms(median(warm.map((run) => run.firstByte))), 'total ms': ms(median(warm.map((run) => run.total))),
    },
    'streamed 2,000 chars': { 'first byte ms': ms(longStreamed.firstByte), 'total ms': ms(longStreamed.total) },
    'non-streamed 2,000 chars': { 'first byte ms': ms(longWhole.firstByte), 'total ms': ms(longWhole.total) },
  });
  console.log(`2,000 chars: ${(longWhole.bytes / 1024).toFixed(0)} KiB; streamed total / non-streamed total: ${(longStreamed.total / longWhole.total).toFixed(2)}`);
} finally {
  await stop();
}
