import type { KeyValueStore } from '@cadence/application';
import { BROWSER_STORAGE_KEYS } from '@cadence/domain';
import * as O from 'fp-ts/lib/Option.js';
import { pipe } from 'fp-ts/lib/function.js';

/** The workspace invite code kept in browser storage between the invite link and sign-up; cleared once read. */
export class InviteCodeStore {
  constructor(private readonly store: KeyValueStore) {}

  /** Keeps the code; a blank code is not kept. */
  save(code: string): void {
    const trimmed = code.trim();
    if (trimmed === '') return;
    this.store.set(BROWSER_STORAGE_KEYS.inviteCode, trimmed);
  }

  /** Reads the code and clears it, so it is used once; a blank stored value is none. */
  take(): O.Option<string> {
    const code = this.store.get(BROWSER_STORAGE_KEYS.inviteCode);
    if (O.isSome(code)) this.store.remove(BROWSER_STORAGE_KEYS.inviteCode);
    return pipe(
      code,
      O.map((value) => value.trim()),
      O.filter((value) => value !== ''),
    );
  }
}
