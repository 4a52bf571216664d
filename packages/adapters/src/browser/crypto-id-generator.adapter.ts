import type { IdGenerator } from '@cadence/application';

/** What the generator needs of Web Crypto: random UUIDs. */
export type UuidSource = Pick<Crypto, 'randomUUID'>;

/** IdGenerator on Web Crypto: every id is a fresh random (v4) UUID, fit for an idempotency key. */
export class CryptoIdGenerator implements IdGenerator {
  constructor(private readonly source: UuidSource = globalThis.crypto) {}

  next(): string {
    return this.source.randomUUID();
  }
}
