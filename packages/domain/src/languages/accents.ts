import type { LanguageCode } from './languages.js';

/** A way of speaking a language: display name, code as language-accent (en-british) and its place in that language's list. */
export interface Accent {
  readonly name: string;
  readonly code: `${LanguageCode}-${string}`;
  readonly sort: number;
}

/** The accents the built-in voices speak, grouped by language and numbered from 1 within each language. */
export const ACCENTS = [
  { name: 'American', code: 'en-american', sort: 1 },
  { name: 'British', code: 'en-british', sort: 2 },
  { name: 'Australian', code: 'en-australian', sort: 3 },
  { name: 'Canadian', code: 'en-canadian', sort: 4 },
  { name: 'Irish', code: 'en-irish', sort: 5 },
  { name: 'Indian', code: 'en-indian', sort: 6 },
  { name: 'New York', code: 'en-new-york', sort: 7 },
  { name: 'Californian', code: 'en-californian', sort: 8 },
  { name: 'Essex', code: 'en-essex', sort: 9 },
  { name: 'African', code: 'en-african', sort: 10 },
  { name: 'Pakistani', code: 'en-pakistani', sort: 11 },
  { name: 'Standard', code: 'cs-standard', sort: 1 },
  { name: 'Moravian', code: 'cs-moravian', sort: 2 },
  { name: 'Standard', code: 'da-standard', sort: 1 },
  { name: 'Standard', code: 'fi-standard', sort: 1 },
  { name: 'Standard', code: 'bg-standard', sort: 1 },
  { name: 'Standard', code: 'it-standard', sort: 1 },
  { name: 'Standard', code: 'sv-standard', sort: 1 },
  { name: 'Standard', code: 'de-standard', sort: 1 },
  { name: 'Bavarian', code: 'de-bavarian', sort: 2 },
  { name: 'Standard', code: 'ru-standard', sort: 1 },
  { name: 'Castilian', code: 'es-castilian', sort: 1 },
  { name: 'Latin American', code: 'es-latin-american', sort: 2 },
  { name: 'Mexican', code: 'es-mexican', sort: 3 },
  { name: 'Argentine', code: 'es-argentine', sort: 4 },
  { name: 'European', code: 'pt-european', sort: 1 },
  { name: 'Brazilian', code: 'pt-brazilian', sort: 2 },
] as const satisfies readonly Accent[];

/** The code of a listed accent. */
export type AccentCode = (typeof ACCENTS)[number]['code'];

/** The accents of one language in their list order (by sort). */
export const accentsForLanguage = (languageCode: string): readonly Accent[] =>
  ACCENTS.filter((accent) => accent.code.startsWith(`${languageCode}-`)).sort((a, b) => a.sort - b.sort);
