import * as O from 'fp-ts/lib/Option.js';

/** A language the product speaks: display name, ISO 639-1 code (fil for Filipino) and a flag's country code. */
export interface Language {
  readonly name: string;
  readonly languageCode: string;
  readonly flagCode: string;
}

/** The 29 core languages of the multilingual model, in the order the product lists them; flags are lowercase ISO 3166-1. */
export const CORE_LANGUAGES = [
  { name: 'English', languageCode: 'en', flagCode: 'us' },
  { name: 'Japanese', languageCode: 'ja', flagCode: 'jp' },
  { name: 'Chinese', languageCode: 'zh', flagCode: 'cn' },
  { name: 'German', languageCode: 'de', flagCode: 'de' },
  { name: 'Hindi', languageCode: 'hi', flagCode: 'in' },
  { name: 'French', languageCode: 'fr', flagCode: 'fr' },
  { name: 'Korean', languageCode: 'ko', flagCode: 'kr' },
  { name: 'Portuguese', languageCode: 'pt', flagCode: 'pt' },
  { name: 'Italian', languageCode: 'it', flagCode: 'it' },
  { name: 'Spanish', languageCode: 'es', flagCode: 'es' },
  { name: 'Indonesian', languageCode: 'id', flagCode: 'id' },
  { name: 'Dutch', languageCode: 'nl', flagCode: 'nl' },
  { name: 'Turkish', languageCode: 'tr', flagCode: 'tr' },
  { name: 'Filipino', languageCode: 'fil', flagCode: 'ph' },
  { name: 'Polish', languageCode: 'pl', flagCode: 'pl' },
  { name: 'Swedish', languageCode: 'sv', flagCode: 'se' },
  { name: 'Bulgarian', languageCode: 'bg', flagCode: 'bg' },
  { name: 'Romanian', languageCode: 'ro', flagCode: 'ro' },
  { name: 'Arabic', languageCode: 'ar', flagCode: 'sa' },
  { name: 'Czech', languageCode: 'cs', flagCode: 'cz' },
  { name: 'Greek', languageCode: 'el', flagCode: 'gr' },
  { name: 'Finnish', languageCode: 'fi', flagCode: 'fi' },
  { name: 'Croatian', languageCode: 'hr', flagCode: 'hr' },
  { name: 'Malay', languageCode: 'ms', flagCode: 'my' },
  { name: 'Slovak', languageCode: 'sk', flagCode: 'sk' },
  { name: 'Danish', languageCode: 'da', flagCode: 'dk' },
  { name: 'Tamil', languageCode: 'ta', flagCode: 'in' },
  { name: 'Ukrainian', languageCode: 'uk', flagCode: 'ua' },
  { name: 'Russian', languageCode: 'ru', flagCode: 'ru' },
] as const satisfies readonly Language[];

/** The 3 languages added beyond the core set: Hungarian, Norwegian and Vietnamese. */
export const ADDITIONAL_LANGUAGES = [
  { name: 'Hungarian', languageCode: 'hu', flagCode: 'hu' },
  { name: 'Norwegian', languageCode: 'no', flagCode: 'no' },
  { name: 'Vietnamese', languageCode: 'vi', flagCode: 'vn' },
] as const satisfies readonly Language[];

/** Every language listed: the 29 core languages, then the 3 additional ones. */
export const LANGUAGES = [...CORE_LANGUAGES, ...ADDITIONAL_LANGUAGES] as const;

/** The code of a listed language. */
export type LanguageCode = (typeof LANGUAGES)[number]['languageCode'];

/** True when the string is the code of a listed language. */
export const isLanguageCode = (value: string): value is LanguageCode =>
  LANGUAGES.some((language) => language.languageCode === value);

/** The listed language with this code, or none. */
export const findLanguage = (languageCode: string): O.Option<Language> =>
  O.fromNullable(LANGUAGES.find((language) => language.languageCode === languageCode));
