import * as E from 'fp-ts/lib/Either.js';
import * as O from 'fp-ts/lib/Option.js';
import { pipe } from 'fp-ts/lib/function.js';
import type { SafetyControl, VerifiedLanguage, VoiceSharing, VoiceVerification } from '@cadence/domain';
import type { CatalogueVoice } from './voice-catalogue.port.js';

/** The voice list as it is kept in the browser: whose list it is, when it was fetched, and every voice. */
export interface StoredVoiceList {
  readonly userId: string;
  readonly fetchedAtMs: number;
  readonly voices: readonly CatalogueVoice[];
}

type Fields = Readonly<Record<string, unknown>>;

const isRecord = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNullableString = (value: unknown): value is string | null => value === null || typeof value === 'string';

/** Decodes each element, or none if any element does not decode. */
const every = <A>(value: unknown, decode: (item: unknown) => O.Option<A>): O.Option<readonly A[]> =>
  Array.isArray(value) ? O.traverseArray(decode)(value as readonly unknown[]) : O.none;

const verifiedLanguage = (value: unknown): O.Option<VerifiedLanguage> =>
  isRecord(value) && typeof value['model_id'] === 'string' && typeof value['language'] === 'string' && isNullableString(value['preview_url'])
    ? O.some({ model_id: value['model_id'], language: value['language'], preview_url: value['preview_url'] })
    : O.none;

const safetyControl = (value: unknown): O.Option<SafetyControl> =>
  value === null || value === 'BAN' || value === 'CAPTCHA' ? O.some(value) : O.none;

const sharing = (value: unknown): O.Option<VoiceSharing | null> => {
  if (value === null) return O.some(null);
  return isRecord(value) && typeof value['status'] === 'string' && typeof value['live_moderation_enabled'] === 'boolean'
    ? O.some({ status: value['status'], live_moderation_enabled: value['live_moderation_enabled'] })
    : O.none;
};

const verification = (value: unknown): O.Option<VoiceVerification | null> => {
  if (value === null) return O.some(null);
  return isRecord(value) && typeof value['is_verified'] === 'boolean' && typeof value['requires_verification'] === 'boolean'
    ? O.some({ is_verified: value['is_verified'], requires_verification: value['requires_verification'] })
    : O.none;
};

/** One stored voice, rebuilt field by field so nothing but the CatalogueVoice shape comes out of storage. */
const catalogueVoice = (value: unknown): O.Option<CatalogueVoice> => {
  if (!isRecord(value)) return O.none;
  const { voice_id, name, language, preview_url, description, category } = value;
  if (typeof voice_id !== 'string' || typeof name !== 'string' || typeof category !== 'string') return O.none;
  if (!isNullableString(language) || !isNullableString(preview_url) || !isNullableString(description)) return O.none;
  return pipe(
    O.Do,
    O.apS('verified_languages', every(value['verified_languages'], verifiedLanguage)),
    O.apS('safety_control', safetyControl(value['safety_control'])),
    O.apS('sharing', sharing(value['sharing'])),
    O.apS('voice_verification', verification(value['voice_verification'])),
    O.map((checked): CatalogueVoice => ({ voice_id, name, language, preview_url, description, category, ...checked })),
  );
};

/** Decodes the stored text as untrusted: anything but JSON of the StoredVoiceList shape is none. */
export const decodeStoredVoiceList = (text: string): O.Option<StoredVoiceList> => {
  const parsed = E.tryCatch(() => JSON.parse(text) as unknown, () => null);
  if (E.isLeft(parsed) || !isRecord(parsed.right)) return O.none;
  const { userId, fetchedAtMs } = parsed.right;
  if (typeof userId !== 'string' || typeof fetchedAtMs !== 'number' || !Number.isFinite(fetchedAtMs)) return O.none;
  return O.map((voices: readonly CatalogueVoice[]): StoredVoiceList => ({ userId, fetchedAtMs, voices }))(
    every(parsed.right['voices'], catalogueVoice),
  );
};

/** The text a voice list is stored as. */
export const encodeStoredVoiceList = (list: StoredVoiceList): string => JSON.stringify(list);
