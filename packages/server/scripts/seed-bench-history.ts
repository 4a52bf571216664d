// Prepares a database for bench/history-page-latency.mjs: migrates, seeds the demo accounts, then inserts
// BENCH_HISTORY_ROWS (default 100,000) history items for the demo workspace. Uses DATA_DIR / DATABASE_URL like the
// server; run it while no server holds the PGlite folder:
//   DATA_DIR=/tmp/x node --import tsx --conditions=@cadence/source packages/server/scripts/seed-bench-history.ts
import { systemClock } from '../src/clock.js';
import { loadConfig } from '../src/config.js';
import { migrate } from '../src/db/migrate.js';
import { openDatabase } from '../src/db/open-database.js';
import { seedBenchHistory } from '../src/seed/bench-history.js';
import { DEMO_ACCOUNTS, seedDemoAccounts } from '../src/seed/demo-accounts.js';

// One MPEG-1 Layer III frame header and padding: the rows are listed, not played.
const TINY_AUDIO = new Uint8Array([0xff, 0xfb, 0x90, 0x64, ...new Array<number>(413).fill(0)]);

const count = Number(process.env['BENCH_HISTORY_ROWS'] ?? 100_000);
const db = await openDatabase(loadConfig(process.env));
await migrate(db, systemClock);
await seedDemoAccounts(db, systemClock);
const started = performance.now();
await seedBenchHistory(db, DEMO_ACCOUNTS[0].email, count, systemClock.now(), TINY_AUDIO);
// BENCH_WITHOUT_HISTORY_INDEXES=1 drops migration 0010's indexes, for before/after figures.
if (process.env['BENCH_WITHOUT_HISTORY_INDEXES'] === '1') {
  await db.exec('DROP INDEX history_items_by_workspace_source; DROP INDEX history_items_by_workspace_voice');
}
// PGlite has no autovacuum: fresh statistics, as a long-running PostgreSQL would have (BENCH_SKIP_ANALYZE=1 shows
// the plans without them).
if (process.env['BENCH_SKIP_ANALYZE'] !== '1') await db.exec('ANALYZE history_items');
process.stdout.write(`Inserted ${count} history items in ${Math.round(performance.now() - started)} ms\n`);
await db.close();
