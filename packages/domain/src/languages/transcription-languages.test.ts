import { describe, it, expect } from 'vitest';
import * as O from 'fp-ts/lib/Option.js';
import { TRANSCRIPTION_LANGUAGES, findTranscriptionLanguage } from './transcription-languages.js';

describe('transcription languages', () => {
  it('offers auto-detect first, then every listed language by name', () => {
    expect(TRANSCRIPTION_LANGUAGES[0]).toEqual({ key: 'auto', name: 'Auto-detect' });
    expect(TRANSCRIPTION_LANGUAGES).toHaveLength(33);
    expect(TRANSCRIPTION_LANGUAGES.slice(1, 4).map((language) => language.name)).toEqual(['Arabic', 'Bulgarian', 'Chinese']);
    expect(TRANSCRIPTION_LANGUAGES.at(-1)).toEqual({ key: 'vi', name: 'Vietnamese' });
  });

  it('looks a choice up by key', () => {
    expect(findTranscriptionLanguage('auto')).toEqual(O.some({ key: 'auto', name: 'Auto-detect' }));
    expect(findTranscriptionLanguage('ta')).toEqual(O.some({ key: 'ta', name: 'Tamil' }));
    expect(findTranscriptionLanguage('Tamil')).toEqual(O.none);
  });
});
