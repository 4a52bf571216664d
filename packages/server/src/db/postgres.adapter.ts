import pg from 'pg';
import type { Database, Row } from './database.port.js';

const INT8_OID = 20;

/** node-postgres parses bigint columns as numbers, like PGlite (ids and times fit in 2^53). */
const typeParsers = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID ? (text: string) => Number(text) : pg.types.getTypeParser(oid, format ?? 'text'),
};

type Client = Pick<pg.PoolClient, 'query'>;

const onClient = (client: Client): Omit<Database, 'transaction' | 'close'> => ({
  query: async <T extends Row>(sql: string, params: readonly unknown[] = []) =>
    (await client.query<T>(sql, [...params])).rows,
  exec: async (sql) => {
    await client.query(sql);
  },
});

const transactionOn = async <T>(pool: pg.Pool, fn: (tx: Database) => Promise<T>): Promise<T> => {
  const client = await pool.connect();
  const tx: Database = { ...onClient(client), transaction: (inner) => inner(tx), close: async () => undefined };
  try {
    await client.query('BEGIN');
    const result = await fn(tx);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
};

/** PostgreSQL through a node-postgres pool; options are passed to the pool (e.g. a search_path for tests). */
export const openPostgresDatabase = (connectionString: string, options: pg.PoolConfig = {}): Database => {
  const pool = new pg.Pool({ connectionString, types: typeParsers, max: 10, ...options });
  // An idle client losing its connection must not crash the server; the next query reconnects.
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
  return {
    ...onClient(pool),
    transaction: (fn) => transactionOn(pool, fn),
    close: () => pool.end(),
  };
};
