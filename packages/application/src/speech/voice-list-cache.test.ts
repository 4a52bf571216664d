import { defer, firstValueFrom, of } from 'rxjs';
import * as E from 'fp-ts/lib/Either.js';
import * as O from 'fp-ts/lib/Option.js';
import { describe, expect, it } from 'vitest';
import { Unavailable } from '../shared/port-error.js';
import type { AllVoices } from './all-voices.js';
import type { CatalogueVoice } from './voice-catalogue.port.js';
import { memoryStorage } from '../shared/testing/shared-fakes.js';
import { catalogueVoice } from './testing/speech-fakes.js';
import { cachedVoiceList, readCachedVoiceList, VOICE_LIST_STORAGE_KEY, writeCachedVoiceList } from './voice-list-cache.js';

const NOW = 1_750_000_000_000;
const SEVEN_DAYS_MS = 604_800_000;

const VOICES: readonly CatalogueVoice[] = [
  catalogueVoice('a', {
    verified_languages: [{ model_id: 'eleven_v3', language: 'de', preview_url: null }],
    safety_control: 'CAPTCHA',
    sharing: { status: 'enabled', live_moderation_enabled: false },
    voice_verification: { is_verified: false, requires_verification: true },
    description: 'Warm',
  }),
  catalogueVoice('b', { language: null, preview_url: null }),
];

const setup = (entries: Record<string, string> = {}, nowMs = NOW) => {
  const storage = memoryStorage(entries);
  const clock = { nowMs: () => nowMs };
  let fetches = 0;
  const fetch$ = (answer: AllVoices) => defer(() => { fetches += 1; return of(answer); });
  return { storage, deps: { storage, clock }, fetches: () => fetches, fetch$ };
};

const storedList = (overrides: Record<string, unknown> = {}): string =>
  JSON.stringify({ userId: 'user_1', fetchedAtMs: NOW - 1000, voices: VOICES, ...overrides });

describe('the voice list cache', () => {
  it('keeps the full list with its fetch time under an xi: key, and reads it back as it was', () => {
    const t = setup();
    writeCachedVoiceList(t.deps, 'user_1', VOICES);
    expect(Object.keys(t.storage.entries)).toEqual(['xi:voiceList']);
    expect(JSON.parse(t.storage.entries[VOICE_LIST_STORAGE_KEY] ?? 'null')).toMatchObject({ userId: 'user_1', fetchedAtMs: NOW });
    expect(readCachedVoiceList(t.deps, 'user_1')).toEqual(O.some(VOICES));
  });

  it('answers from a fresh cache without the network, up to exactly seven days old', async () => {
    const t = setup({ [VOICE_LIST_STORAGE_KEY]: storedList({ fetchedAtMs: NOW - SEVEN_DAYS_MS }) });
    const list = await firstValueFrom(cachedVoiceList(t.deps, 'user_1', t.fetch$(E.right([]))));
    expect(list).toEqual(E.right(VOICES));
    expect(t.fetches()).toBe(0);
  });

  it.each([
    ['older than seven days', storedList({ fetchedAtMs: NOW - SEVEN_DAYS_MS - 1 })],
    ['dated in the future', storedList({ fetchedAtMs: NOW + 60_000 })],
    ["another user's", storedList({ userId: 'user_2' })],
    ['not JSON', '{"userId":"user_1",'],
    ['JSON of another shape', JSON.stringify([VOICES])],
    ['without a fetch time', storedList({ fetchedAtMs: 'yesterday' })],
    ['a voice of the wrong shape', storedList({ voices: [{ ...VOICES[1], safety_control: 'MAYBE' }] })],
    ['a voice missing a field', storedList({ voices: [{ ...VOICES[1], category: undefined }] })],
    ['a bad verified language', storedList({ voices: [{ ...VOICES[0], verified_languages: [{ model_id: 1 }] }] })],
  ])('treats a stored list %s as absent: fetches and refreshes the cache', async (_, stored) => {
    const t = setup({ [VOICE_LIST_STORAGE_KEY]: stored });
    const fresh = [catalogueVoice('c')];
    expect(await firstValueFrom(cachedVoiceList(t.deps, 'user_1', t.fetch$(E.right(fresh))))).toEqual(E.right(fresh));
    expect(t.fetches()).toBe(1);
    expect(readCachedVoiceList(t.deps, 'user_1')).toEqual(O.some(fresh));
  });

  it('leaves the cache as it was when the fetch fails', async () => {
    const stale = storedList({ fetchedAtMs: NOW - SEVEN_DAYS_MS - 1 });
    const t = setup({ [VOICE_LIST_STORAGE_KEY]: stale });
    const failure: AllVoices = E.left(Unavailable());
    expect(await firstValueFrom(cachedVoiceList(t.deps, 'user_1', t.fetch$(failure)))).toEqual(failure);
    expect(t.storage.entries[VOICE_LIST_STORAGE_KEY]).toBe(stale);
  });

  it('drops fields a stored voice should not have', () => {
    const t = setup({ [VOICE_LIST_STORAGE_KEY]: storedList({ voices: [{ ...VOICES[1], extra: '<script>' }] }) });
    expect(readCachedVoiceList(t.deps, 'user_1')).toEqual(O.some([VOICES[1]]));
  });
});
