import { mkdirSync } from 'node:fs';
import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import type { Database, Row } from './database.port.js';

type Queryable = Pick<Transaction, 'query' | 'exec'>;

const toNumber = (text: string): number => Number(text);

const wrap = (target: Queryable, transaction: Database['transaction'], close: () => Promise<void>): Database => ({
  query: async <T extends Row>(sql: string, params: readonly unknown[] = []) =>
    (await target.query<T>(sql, [...params])).rows,
  exec: async (sql) => {
    await target.exec(sql);
  },
  transaction,
  close,
});

const inTransaction = (tx: Transaction): Database => {
  const self: Database = wrap(tx, (fn) => fn(self), async () => undefined);
  return self;
};

/** PGlite (PostgreSQL in WebAssembly): in memory when dataDir is null, else persisted in that folder. */
export const openPgliteDatabase = async (dataDir: string | null): Promise<Database> => {
  if (dataDir !== null) mkdirSync(dataDir, { recursive: true });
  const pg = new PGlite({ ...(dataDir === null ? {} : { dataDir }), parsers: { [types.INT8]: toNumber } });
  await pg.waitReady;
  return wrap(
    pg,
    (fn) => pg.transaction((tx) => fn(inTransaction(tx))),
    () => pg.close(),
  );
};
