import type { AccentCode, LanguageCode } from '@cadence/domain';

/** The voice gender label of a built-in voice. */
export type VoiceGender = 'female' | 'male';

/**
 * The eSpeak NG voice the reference server's speech engine renders a built-in voice with; only voices that
 * ship with eSpeak NG 1.50 and later are used.
 */
export type EspeakVoiceName =
  | 'en-us'
  | 'en-gb'
  | 'en-gb-x-rp'
  | 'hi'
  | 'ur'
  | 'sw'
  | 'cs'
  | 'da'
  | 'fi'
  | 'bg'
  | 'it'
  | 'sv'
  | 'de'
  | 'ru'
  | 'es'
  | 'es-419'
  | 'pt';

/**
 * A voice the reference server seeds for everyone. Its voice_id follows
 * cadence-{language}-{region}[-{accent}]-{gender}-{n}, e.g. cadence-en-gb-female-1 or cadence-de-de-bavarian-male-1.
 */
export interface BuiltinVoice {
  readonly voice_id: string;
  readonly name: string;
  readonly languageCode: LanguageCode;
  readonly accent: AccentCode;
  readonly gender: VoiceGender;
  readonly description: string;
  readonly espeakVoice: EspeakVoiceName;
}
