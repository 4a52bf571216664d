import type { KeyValueStore, SessionStore, SessionTokens } from '@cadence/application';
import * as E from 'fp-ts/lib/Either.js';
import * as O from 'fp-ts/lib/Option.js';
import { pipe } from 'fp-ts/lib/function.js';
import { StoredSessionCodec } from './stored-session.codec.js';

/** The one storage key of the session; it starts with "xi:", so sign-out's wipe removes it too. */
export const SESSION_STORAGE_KEY = 'xi:session';

const parseJson = (raw: string): E.Either<unknown, unknown> => E.tryCatch(() => JSON.parse(raw) as unknown, E.toError);

/**
 * SessionStore over a KeyValueStore (local storage in the browser): the tokens as JSON under xi:session.
 * A stored value that is not JSON or not a session is absent, and is removed so it is not read again.
 */
export class LocalStorageSessionStore implements SessionStore {
  constructor(private readonly store: KeyValueStore) {}

  load(): O.Option<SessionTokens> {
    return pipe(
      this.store.get(SESSION_STORAGE_KEY),
      O.chain((raw) => {
        const decoded = pipe(parseJson(raw), E.chainW(StoredSessionCodec.decode));
        if (E.isLeft(decoded)) this.clear();
        return O.fromEither(decoded);
      }),
    );
  }

  save(tokens: SessionTokens): void {
    this.store.set(SESSION_STORAGE_KEY, JSON.stringify(StoredSessionCodec.encode(tokens)));
  }

  clear(): void {
    this.store.remove(SESSION_STORAGE_KEY);
  }
}
