import { describe, it, expect } from 'vitest';
import * as O from 'fp-ts/lib/Option.js';
import { ADDITIONAL_LANGUAGES, CORE_LANGUAGES, LANGUAGES, findLanguage, isLanguageCode } from './languages.js';
import { accentsForLanguage } from './accents.js';

describe('languages', () => {
  it('lists the 29 core languages of the multilingual model', () => {
    expect(CORE_LANGUAGES.map((language) => language.name)).toEqual([
      'English', 'Japanese', 'Chinese', 'German', 'Hindi', 'French', 'Korean', 'Portuguese', 'Italian', 'Spanish',
      'Indonesian', 'Dutch', 'Turkish', 'Filipino', 'Polish', 'Swedish', 'Bulgarian', 'Romanian', 'Arabic', 'Czech',
      'Greek', 'Finnish', 'Croatian', 'Malay', 'Slovak', 'Danish', 'Tamil', 'Ukrainian', 'Russian',
    ]);
  });

  it('lists the 3 more: Hungarian, Norwegian and Vietnamese, after the core ones', () => {
    expect(ADDITIONAL_LANGUAGES.map((language) => language.name)).toEqual(['Hungarian', 'Norwegian', 'Vietnamese']);
    expect(LANGUAGES).toHaveLength(32);
    expect(LANGUAGES[29]?.name).toBe('Hungarian');
  });

  it('carries ISO codes and lowercase flag country codes', () => {
    expect(findLanguage('cs')).toEqual(O.some({ name: 'Czech', languageCode: 'cs', flagCode: 'cz' }));
    expect(findLanguage('fil')).toEqual(O.some({ name: 'Filipino', languageCode: 'fil', flagCode: 'ph' }));
    expect(findLanguage('da')).toEqual(O.some({ name: 'Danish', languageCode: 'da', flagCode: 'dk' }));
    expect(new Set(LANGUAGES.map((language) => language.languageCode)).size).toBe(32);
    for (const language of LANGUAGES) expect(language.flagCode).toMatch(/^[a-z]{2}$/);
  });

  it('finds nothing for an unknown code', () => {
    expect(findLanguage('xx')).toEqual(O.none);
    expect(isLanguageCode('EN')).toBe(false);
    expect(isLanguageCode('en')).toBe(true);
  });
});

describe('accents', () => {
  it('lists the accents of a language by sort, codes as language-accent', () => {
    expect(accentsForLanguage('es').map((accent) => accent.code)).toEqual([
      'es-castilian', 'es-latin-american', 'es-mexican', 'es-argentine',
    ]);
    expect(accentsForLanguage('de')).toEqual([
      { name: 'Standard', code: 'de-standard', sort: 1 },
      { name: 'Bavarian', code: 'de-bavarian', sort: 2 },
    ]);
    expect(accentsForLanguage('en')[1]).toEqual({ name: 'British', code: 'en-british', sort: 2 });
  });

  it('has no accents for a language without built-in voices', () => {
    expect(accentsForLanguage('ja')).toEqual([]);
  });
});
