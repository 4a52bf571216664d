import { describe, expect, it } from 'vitest';
import { CryptoIdGenerator } from './crypto-id-generator.adapter.js';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('CryptoIdGenerator', () => {
  it('issues a fresh random v4 UUID each time', () => {
    const ids = new CryptoIdGenerator();
    const issued = [ids.next(), ids.next(), ids.next()];
    expect(issued.every((id) => UUID_V4.test(id))).toBe(true);
    expect(new Set(issued).size).toBe(3);
  });

  it('takes its UUIDs from the given source', () => {
    const ids = new CryptoIdGenerator({ randomUUID: () => '00000000-0000-4000-8000-000000000001' });
    expect(ids.next()).toBe('00000000-0000-4000-8000-000000000001');
  });
});
