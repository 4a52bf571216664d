import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Clock } from '../clock.js';
import type { Database } from './database.port.js';

const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations/', import.meta.url));
const MIGRATION_FILE = /^\d{4}-[a-z0-9-]+\.sql$/;

export interface Migration {
  readonly version: string;
  readonly sql: string;
}

/** The migration files NNNN-name.sql, in order. */
export const readMigrations = async (dir: string = MIGRATIONS_DIR): Promise<readonly Migration[]> => {
  const names = (await readdir(dir)).filter((name) => MIGRATION_FILE.test(name)).sort();
  return Promise.all(names.map(async (name) => ({ version: name.replace(/\.sql$/, ''), sql: await readFile(`${dir}${name}`, 'utf8') })));
};

const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS schema_migrations (
  version text PRIMARY KEY,
  applied_at_ms bigint NOT NULL
)`;

/**
 * Applies the migrations not yet recorded in schema_migrations, in one transaction that holds a lock on the
 * table, so two servers starting together apply each migration once. Returns the versions applied.
 */
export const migrate = async (db: Database, clock: Clock, migrations?: readonly Migration[]): Promise<readonly string[]> => {
  const all = migrations ?? (await readMigrations());
  await db.exec(CREATE_TABLE);
  return db.transaction(async (tx) => {
    await tx.exec('LOCK TABLE schema_migrations IN EXCLUSIVE MODE');
    const done = new Set((await tx.query<{ version: string }>('SELECT version FROM schema_migrations')).map((row) => row.version));
    const pending = all.filter((migration) => !done.has(migration.version));
    for (const migration of pending) {
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, applied_at_ms) VALUES ($1, $2)', [migration.version, clock.now()]);
    }
    return pending.map((migration) => migration.version);
  });
};
