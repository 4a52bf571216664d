import { isFailure, type Failure } from '../http/failure.js';
import type { Database } from './database.port.js';

/** Carries a failure out of a transaction so the transaction rolls back; never leaves this module. */
class Rollback {
  constructor(readonly failure: Failure) {}
}

/**
 * Runs fn in one transaction. When fn answers a failure, everything it wrote is rolled back and the failure is
 * answered; otherwise it commits. Unexpected errors roll back and propagate.
 */
export const atomically = async <T>(db: Database, fn: (tx: Database) => Promise<T | Failure>): Promise<T | Failure> => {
  try {
    return await db.transaction(async (tx) => {
      const result = await fn(tx);
      if (isFailure(result)) throw new Rollback(result);
      return result;
    });
  } catch (error) {
    if (error instanceof Rollback) return error.failure;
    throw error;
  }
};
