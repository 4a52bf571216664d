import type { KeyValueStore } from '@cadence/application';
import * as O from 'fp-ts/lib/Option.js';

const attempt = <A>(run: () => A, fallback: A): A => {
  try {
    return run();
  } catch {
    return fallback;
  }
};

/**
 * KeyValueStore over the browser's local storage. Storage that is disabled, full or missing (private modes,
 * quota, a sandboxed frame) behaves as empty: reads answer none, writes are dropped, nothing throws.
 */
export class LocalStorageKeyValueStore implements KeyValueStore {
  constructor(private readonly storage: () => Storage = () => window.localStorage) {}

  get(key: string): O.Option<string> {
    return attempt(() => O.fromNullable(this.storage().getItem(key)), O.none);
  }

  set(key: string, value: string): void {
    attempt(() => this.storage().setItem(key, value), undefined);
  }

  remove(key: string): void {
    attempt(() => this.storage().removeItem(key), undefined);
  }

  keys(): readonly string[] {
    return attempt(() => {
      const storage = this.storage();
      return Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
        (key): key is string => key !== null,
      );
    }, []);
  }
}
