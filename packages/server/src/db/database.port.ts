/** A row as the database returns it: column names to values. */
export type Row = Readonly<Record<string, unknown>>;

/**
 * The storage port: plain SQL with $1… parameters, the same text on PGlite and PostgreSQL.
 * Bigint columns arrive as JavaScript numbers on both adapters.
 */
export interface Database {
  query<T extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<readonly T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs fn inside one transaction; a nested call joins the running transaction. */
  transaction<T>(fn: (tx: Database) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
