import { serve } from '@hono/node-server';
import { createApp } from './app.js';
import { systemClock } from './clock.js';
import { loadConfig } from './config.js';
import { migrate } from './db/migrate.js';
import { openDatabase } from './db/open-database.js';
import { seedDemoAccounts, DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo-accounts.js';
import { seedPromoCodes } from './seed/promo-codes.js';

const say = (line: string): void => {
  process.stdout.write(`${line}\n`);
};

/** Starts the API: open the database, migrate, seed the demo accounts and promo codes, listen. */
const main = async (): Promise<void> => {
  const config = loadConfig(process.env);
  const db = await openDatabase(config);
  const applied = await migrate(db, systemClock);
  // PGlite runs no autovacuum daemon, so the planner's statistics go stale after bulk inserts; refresh them at start.
  await db.exec('ANALYZE history_items');
  const seeded = await seedDemoAccounts(db, systemClock);
  const promoCodes = await seedPromoCodes(db, systemClock);
  const app = await createApp({ db, config, clock: systemClock });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    say(`Cadence API on http://${config.host}:${info.port} (${config.databaseUrl === null ? `PGlite in ${config.dataDir}` : 'PostgreSQL'})`);
    if (applied.length > 0) say(`Applied migrations: ${applied.join(', ')}`);
    if (seeded.length > 0) say(`Created demo accounts: ${seeded.join(', ')}`);
    if (promoCodes.length > 0) say(`Created promo codes: ${promoCodes.join(', ')}`);
    say(`Demo account: ${DEMO_ACCOUNTS[0].email} / ${DEMO_PASSWORD}`);
    if (config.devMailbox) say(`Dev mailbox: http://${config.host}:${info.port}/dev/mailbox`);
    say('Payment sandbox: pay with test card 4242 4242 4242 4242 (more cards and the sandbox clock in docs/billing.md)');
  });
  const stop = (): void => {
    server.close(() => void db.close().then(() => process.exit(0)));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
