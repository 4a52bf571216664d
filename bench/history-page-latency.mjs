// History page latency under load: a throwaway reference server (PGlite in a temp folder) with 100,000 history items
// for the demo workspace, then 50 concurrent clients fetching pages for ~10 s: the first page, a deep cursor page,
// and searches (a common word, and a rare one that scans everything). Prints p50/p95/p99 and throughput per kind;
// asserts nothing. Run: npm run bench:history-latency  (BENCH_HISTORY_ROWS, BENCH_CLIENTS, BENCH_SECONDS to vary)
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const root = path.resolve(import.meta.dirname, '..');
const ROWS = Number(process.env.BENCH_HISTORY_ROWS ?? 100_000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const TSX = ['--import', 'tsx', '--conditions=@cadence/source'];

const idOf = (n) => `bench_${String(n).padStart(7, '0')}`;
// What the clients under load ask for: the pages a user scrolling and searching the history sees.
const LOAD = {
  'first page': '/v1/history?page_size=100&source=TTS',
  'deep cursor page': `/v1/history?page_size=100&source=TTS&start_after_history_item_id=${idOf(Math.floor(ROWS * 0.9))}`,
  'search (common word)': '/v1/history?page_size=100&source=TTS&search=lighthouse',
};
// Measured alone too: the other filters, and a search that matches almost nothing (it reads every row).
const ALONE = {
  ...LOAD,
  'speech to speech page': '/v1/history?page_size=100&source=STS',
  'voice without items': '/v1/history?page_size=100&source=TTS&voice_id=cadence-unused-voice',
  'search (rare, full scan)': `/v1/history?page_size=100&source=TTS&search=${encodeURIComponent(`Generation ${ROWS - 1}:`)}`,
};

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const dataDir = mkdtempSync(path.join(tmpdir(), 'cadence-bench-history-'));
const env = { ...process.env, DATA_DIR: dataDir, VIDEO_DIR: `${dataDir}-videos`, APP_ORIGIN: 'http://localhost:5173' };
let server = null;
const stop = () => {
  server?.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(`${dataDir}-videos`, { recursive: true, force: true });
};

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

try {
  // 1. Seed before the server opens the folder (PGlite allows one process at a time).
  const seeded = spawnSync(process.execPath, [...TSX, 'packages/server/scripts/seed-bench-history.ts'], {
    cwd: root, env: { ...env, BENCH_HISTORY_ROWS: String(ROWS) }, encoding: 'utf8',
  });
  if (seeded.status !== 0) throw new Error(`seeding failed:\n${seeded.stderr}`);
  process.stdout.write(seeded.stdout);

  // 2. Start the server on a free port and sign in as the demo user.
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, [...TSX, 'packages/server/src/main.ts'], {
    cwd: root, env: { ...env, PORT: String(port), HOST: '127.0.0.1' }, stdio: 'ignore',
  });
  for (let attempt = 0; ; attempt += 1) {
    try {
      await fetch(`${base}/v1/dev/mailbox`);
      break;
    } catch {
      if (attempt > 240) throw new Error('the server did not answer');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  const signIn = await fetch(`${base}/v1/auth/sign-in`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@cadence.dev', password: 'Cadence-demo-2026!' }),
  });
  const { access_token: token } = await signIn.json();
  const headers = { authorization: `Bearer ${token}` };

  // 3. Each kind once alone (cold, then warm), so a slow query shows without queueing behind others.
  const variant = [
    process.env.BENCH_SKIP_ANALYZE === '1' ? 'no ANALYZE' : 'analyzed',
    process.env.BENCH_WITHOUT_HISTORY_INDEXES === '1' ? 'without the 0010 indexes' : 'with the 0010 indexes',
  ].join(', ');
  console.log(`History page latency: ${ROWS.toLocaleString('en')} items, PGlite, page_size 100 (${variant})`);
  console.log('\nAlone (one request at a time, warm: median of 5):');
  for (const [kind, url] of Object.entries(ALONE)) {
    const times = [];
    for (let run = 0; run < 6; run += 1) {
      const started = performance.now();
      const response = await fetch(base + url, { headers });
      const body = await response.json();
      times.push(performance.now() - started);
      if (run === 0 && response.status !== 200) throw new Error(`${kind}: ${response.status} ${JSON.stringify(body)}`);
    }
    const warm = times.slice(1).sort((a, b) => a - b);
    console.log(`  ${kind.padEnd(26)} cold ${times[0].toFixed(1).padStart(7)} ms   warm ${warm[2].toFixed(1).padStart(7)} ms`);
  }

  // 4. CLIENTS concurrent clients, each cycling through the kinds, for SECONDS.
  const latencies = Object.fromEntries(Object.keys(LOAD).map((kind) => [kind, []]));
  const kinds = Object.keys(LOAD);
  let failures = 0;
  const deadline = performance.now() + SECONDS * 1000;
  const client = async (index) => {
    for (let turn = index; performance.now() < deadline; turn += 1) {
      const kind = kinds[turn % kinds.length];
      const started = performance.now();
      const response = await fetch(base + LOAD[kind], { headers });
      await response.arrayBuffer();
      if (response.status === 200) latencies[kind].push(performance.now() - started);
      else failures += 1;
    }
  };
  const began = performance.now();
  await Promise.all(Array.from({ length: CLIENTS }, (_, index) => client(index)));
  const elapsed = (performance.now() - began) / 1000;

  console.log(`\nUnder load (${CLIENTS} concurrent clients, ${elapsed.toFixed(1)} s):`);
  console.log(`  ${'kind'.padEnd(26)} ${'requests'.padStart(8)} ${'p50 ms'.padStart(9)} ${'p95 ms'.padStart(9)} ${'p99 ms'.padStart(9)}`);
  let total = 0;
  for (const kind of kinds) {
    const sorted = latencies[kind].sort((a, b) => a - b);
    total += sorted.length;
    if (sorted.length === 0) continue;
    console.log(`  ${kind.padEnd(26)} ${String(sorted.length).padStart(8)} ${[50, 95, 99].map((p) => percentile(sorted, p).toFixed(1).padStart(9)).join(' ')}`);
  }
  const all = Object.values(latencies).flat().sort((a, b) => a - b);
  console.log(`  ${'all'.padEnd(26)} ${String(all.length).padStart(8)} ${[50, 95, 99].map((p) => percentile(all, p).toFixed(1).padStart(9)).join(' ')}`);
  console.log(`  throughput ${(total / elapsed).toFixed(1)} requests/s, ${failures} failed`);
} finally {
  stop();
}
