import type { Config } from '../config.js';
import type { Database } from './database.port.js';
import { openPgliteDatabase } from './pglite.adapter.js';
import { openPostgresDatabase } from './postgres.adapter.js';

/** PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
export const openDatabase = async (config: Config): Promise<Database> =>
  config.databaseUrl === null ? openPgliteDatabase(config.dataDir) : openPostgresDatabase(config.databaseUrl);
