import * as O from 'fp-ts/lib/Option.js';
import type { BuiltinVoice } from './builtin-voice.js';
import { ENGLISH_BUILTIN_VOICES } from './builtin-voices-english.js';
import { WORLD_BUILTIN_VOICES } from './builtin-voices-world.js';

/** Every voice the reference server seeds for everyone, English voices first; the server seeds these exact ids. */
export const BUILTIN_VOICES = [...ENGLISH_BUILTIN_VOICES, ...WORLD_BUILTIN_VOICES] as const;

/** The id of a built-in voice. */
export type BuiltinVoiceId = (typeof BUILTIN_VOICES)[number]['voice_id'];

/** True when the string is the id of a built-in voice. */
export const isBuiltinVoiceId = (value: string): value is BuiltinVoiceId =>
  BUILTIN_VOICES.some((voice) => voice.voice_id === value);

/** The built-in voice with this id, or none. */
export const findBuiltinVoice = (voiceId: string): O.Option<BuiltinVoice> =>
  O.fromNullable(BUILTIN_VOICES.find((voice) => voice.voice_id === voiceId));
