/** Fresh unique ids (idempotency keys), as a port so use-cases stay deterministic under test. */
export interface IdGenerator {
  next(): string;
}

/** The token for binding IdGenerator in a container. */
export const IdGenerator = Symbol.for('cadence.IdGenerator');
