/** Fresh unique ids (idempotency keys), as a port so use-cases stay deterministic under test. */
export interface IdGenerator {
  next(): string;
}
