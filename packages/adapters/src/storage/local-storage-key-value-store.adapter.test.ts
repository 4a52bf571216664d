// @vitest-environment jsdom
import * as O from 'fp-ts/lib/Option.js';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalStorageKeyValueStore } from './local-storage-key-value-store.adapter.js';

const failing = (error: Error): Storage =>
  new Proxy(window.localStorage, {
    get: (target, property) => {
      if (property === 'length') throw error;
      const value: unknown = Reflect.get(target, property);
      return typeof value === 'function' ? () => { throw error; } : value;
    },
  });

describe('LocalStorageKeyValueStore', () => {
  afterEach(() => window.localStorage.clear());

  it('reads, writes, lists and removes keys of window.localStorage', () => {
    const store = new LocalStorageKeyValueStore();
    store.set('xi:coupon', 'SAVE10');
    store.set('color-theme', 'dark');
    expect(store.get('xi:coupon')).toEqual(O.some('SAVE10'));
    expect(window.localStorage.getItem('color-theme')).toBe('dark');
    expect([...store.keys()].sort()).toEqual(['color-theme', 'xi:coupon']);
    store.remove('xi:coupon');
    expect(store.get('xi:coupon')).toEqual(O.none);
    expect(store.keys()).toEqual(['color-theme']);
  });

  it('treats storage that cannot even be reached (disabled storage) as empty', () => {
    const store = new LocalStorageKeyValueStore(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(store.get('xi:coupon')).toEqual(O.none);
    expect(() => store.set('xi:coupon', 'x')).not.toThrow();
    expect(() => store.remove('xi:coupon')).not.toThrow();
    expect(store.keys()).toEqual([]);
  });

  it('swallows a full quota on write and failing reads as absent', () => {
    const store = new LocalStorageKeyValueStore(() => failing(new DOMException('Quota exceeded', 'QuotaExceededError')));
    expect(() => store.set('xi:coupon', 'x')).not.toThrow();
    expect(store.get('xi:coupon')).toEqual(O.none);
    expect(store.keys()).toEqual([]);
    expect(window.localStorage.getItem('xi:coupon')).toBeNull();
  });
});
