import { defer, of, tap, type Observable } from 'rxjs';
import * as E from 'fp-ts/lib/Either.js';
import * as O from 'fp-ts/lib/Option.js';
import { pipe } from 'fp-ts/lib/function.js';
import { VOICE_LIST_CACHE_MAX_AGE_SECONDS, XI_STORAGE_PREFIX } from '@cadence/domain';
import type { Clock } from '../shared/clock.port.js';
import type { KeyValueStore } from '../shared/key-value-store.port.js';
import type { CatalogueVoice } from './voice-catalogue.port.js';
import type { AllVoices } from './all-voices.js';
import { decodeStoredVoiceList, encodeStoredVoiceList } from './stored-voice-list.js';

/** Where the voice list is kept; the xi: prefix makes sign-out wipe it with the other product keys. */
export const VOICE_LIST_STORAGE_KEY = `${XI_STORAGE_PREFIX}voiceList`;

/** The ports the voice-list cache needs. */
export interface VoiceListCacheDeps {
  readonly storage: KeyValueStore;
  readonly clock: Clock;
}

/**
 * The user's cached voice list, when it is fresh: a stored value that does not decode, belongs to another user,
 * is older than seven days (VOICE_LIST_CACHE_MAX_AGE_SECONDS) or dated in the future counts as absent.
 */
export const readCachedVoiceList = (deps: VoiceListCacheDeps, userId: string): O.Option<readonly CatalogueVoice[]> => {
  const ageMs = (fetchedAtMs: number): number => deps.clock.nowMs() - fetchedAtMs;
  return pipe(
    deps.storage.get(VOICE_LIST_STORAGE_KEY),
    O.chain(decodeStoredVoiceList),
    O.filter((list) => list.userId === userId && ageMs(list.fetchedAtMs) >= 0 && ageMs(list.fetchedAtMs) <= VOICE_LIST_CACHE_MAX_AGE_SECONDS * 1000),
    O.map((list) => list.voices),
  );
};

/** Keeps the full voice list with its fetch time (a full storage quota is the adapter's concern: it drops the write). */
export const writeCachedVoiceList = (deps: VoiceListCacheDeps, userId: string, voices: readonly CatalogueVoice[]): void =>
  deps.storage.set(VOICE_LIST_STORAGE_KEY, encodeStoredVoiceList({ userId, fetchedAtMs: deps.clock.nowMs(), voices }));

/**
 * The voice list from the browser cache when fresh, else from the network (`fetch$`, every page); a successful
 * fetch refreshes the cache, a failed one leaves it as it was.
 */
export const cachedVoiceList = (
  deps: VoiceListCacheDeps,
  userId: string,
  fetch$: Observable<AllVoices>,
): Observable<AllVoices> =>
  defer(() =>
    O.match(
      () => fetch$.pipe(tap((result) => { if (E.isRight(result)) writeCachedVoiceList(deps, userId, result.right); })),
      (voices: readonly CatalogueVoice[]) => of(E.right(voices)),
    )(readCachedVoiceList(deps, userId)),
  );
