import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../db/database.port.js';
import { openPgliteDatabase } from '../db/pglite.adapter.js';
import { openPostgresDatabase } from '../db/postgres.adapter.js';

/** A database a test file owns: fresh, and dropped by cleanup. */
export interface TestDatabase {
  readonly db: Database;
  readonly cleanup: () => Promise<void>;
}

export interface TestBackend {
  readonly name: string;
  readonly open: () => Promise<TestDatabase>;
}

const pglite: TestBackend = {
  name: 'PGlite',
  open: async () => {
    const db = await openPgliteDatabase(null);
    return { db, cleanup: () => db.close() };
  },
};

/** A fresh schema in the PostgreSQL of TEST_DATABASE_URL, used through search_path and dropped afterwards. */
const postgres = (url: string): TestBackend => ({
  name: 'PostgreSQL',
  open: async () => {
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    const db = openPostgresDatabase(url, { options: `-c search_path=${schema}`, max: 4 });
    return {
      db,
      cleanup: async () => {
        await db.close();
        await admin.query(`DROP SCHEMA ${schema} CASCADE`);
        await admin.end();
      },
    };
  },
});

/** PGlite in memory always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const testBackends = (): readonly TestBackend[] => {
  const url = process.env['TEST_DATABASE_URL'];
  return url === undefined || url === '' ? [pglite] : [pglite, postgres(url)];
};

/** Empties every table but the migration record and the settings, so each test starts from nothing. */
export const truncateAll = async (db: Database): Promise<void> => {
  const tables = await db.query<{ tablename: string }>(
    "SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename NOT IN ('schema_migrations', 'settings')",
  );
  if (tables.length > 0) await db.exec(`TRUNCATE ${tables.map((table) => table.tablename).join(', ')} RESTART IDENTITY CASCADE`);
};
