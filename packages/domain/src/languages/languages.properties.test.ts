import { describe, it } from 'vitest';
import fc from 'fast-check';
import * as O from 'fp-ts/lib/Option.js';
import { TRANSCRIPTION_LANGUAGES, findTranscriptionLanguage } from './transcription-languages.js';

describe('languages properties', () => {
  it('property: every transcription key round-trips through the lookup and unknown keys find nothing', () => {
    fc.assert(fc.property(fc.constantFrom(...TRANSCRIPTION_LANGUAGES), (t) => O.exists((found) => found === t)(findTranscriptionLanguage(t.key))));
    fc.assert(
      fc.property(fc.string().filter((s) => !TRANSCRIPTION_LANGUAGES.some((t) => t.key === s)), (s) => O.isNone(findTranscriptionLanguage(s))),
    );
  });
});
