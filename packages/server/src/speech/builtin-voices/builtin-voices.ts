// The voices the reference server seeds and renders with eSpeak NG. They lived in the domain until the domain was
// published for other apps: only this server uses them, so they are server data now.
import type { BuiltinVoice } from './builtin-voice.js';
import { ENGLISH_BUILTIN_VOICES } from './builtin-voices-english.js';
import { WORLD_BUILTIN_VOICES } from './builtin-voices-world.js';

export type { BuiltinVoice, EspeakVoiceName, VoiceGender } from './builtin-voice.js';

/** Every voice the reference server seeds for everyone, English voices first; the server seeds these exact ids. */
export const BUILTIN_VOICES = [...ENGLISH_BUILTIN_VOICES, ...WORLD_BUILTIN_VOICES] as const;

/** The id of a built-in voice. */
export type BuiltinVoiceId = (typeof BUILTIN_VOICES)[number]['voice_id'];

/** True when the string is the id of a built-in voice. */
export const isBuiltinVoiceId = (value: string): value is BuiltinVoiceId =>
  BUILTIN_VOICES.some((voice) => voice.voice_id === value);

/** The built-in voice with this id, or null. */
export const findBuiltinVoice = (voiceId: string): BuiltinVoice | null =>
  BUILTIN_VOICES.find((voice) => voice.voice_id === voiceId) ?? null;
