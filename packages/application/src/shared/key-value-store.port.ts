import type * as O from 'fp-ts/lib/Option.js';

/** The browser's local storage as the product uses it (keys from the domain's storage-key list). */
export interface KeyValueStore {
  get(key: string): O.Option<string>;
  set(key: string, value: string): void;
  remove(key: string): void;
  keys(): readonly string[];
}
