import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import * as O from 'fp-ts/lib/Option.js';
import { LANDING_PAGES, findLandingPage, isAccentLandingPage, landingAccents, landingLanguages } from './landing-pages.js';
import { LANDING_PAGE_SLUGS } from './landing-page.js';
import { BUILTIN_VOICES, findBuiltinVoice } from './builtin-voices.js';
import { ACCENTS } from './accents.js';
import { LANGUAGES } from './languages.js';
import { TRANSCRIPTION_LANGUAGES, findTranscriptionLanguage } from './transcription-languages.js';

const page = fc.constantFrom(...LANDING_PAGES);
const voice = fc.constantFrom(...BUILTIN_VOICES);
const nearSlug = fc
  .tuple(fc.constantFrom(...LANDING_PAGE_SLUGS), fc.constantFrom('upper', 'space', 'slash', 'prefix'))
  .map(([slug, change]) =>
    change === 'upper' ? slug.toUpperCase() : change === 'space' ? ` ${slug}` : change === 'slash' ? `${slug}/` : `/${slug}`,
  );
const notASlug = fc.oneof(fc.string(), nearSlug).filter((s) => !(LANDING_PAGE_SLUGS as readonly string[]).includes(s));

describe('languages properties', () => {
  it('property: every landing slug is unique and looking it up returns the page with that slug', () => {
    expect(new Set(LANDING_PAGES.map((p) => p.audioSrc)).size).toBe(LANDING_PAGES.length);
    fc.assert(fc.property(page, (p) => O.exists((found) => found === p)(findLandingPage(p.audioSrc))));
    fc.assert(fc.property(notASlug, (s) => O.isNone(findLandingPage(s))));
  });

  it('property: exactly Croatian, Slovak and Tamil lack a voice_id, and every present voice_id is a built-in voice', () => {
    fc.assert(
      fc.property(page, (p) => {
        const lacksVoice = ['Croatian', 'Slovak', 'Tamil'].includes(p.name);
        if (p.voice_id === undefined) return lacksVoice && !('voice_id' in p);
        return !lacksVoice && O.isSome(findBuiltinVoice(p.voice_id));
      }),
    );
  });

  it('property: a page with a voice speaks its sample in the voice language, and no two pages share a voice', () => {
    const voiced = LANDING_PAGES.flatMap((p) => (p.voice_id === undefined ? [] : [p.voice_id]));
    expect(new Set(voiced).size).toBe(voiced.length);
    fc.assert(
      fc.property(page, (p) =>
        p.voice_id === undefined || O.exists((v: { languageCode: string }) => v.languageCode === p.language)(findBuiltinVoice(p.voice_id)),
      ),
    );
  });

  it('property: a page is in landingAccents exactly when its name contains "Accent", else in landingLanguages', () => {
    fc.assert(
      fc.property(page, (p) => {
        const accent = p.name.includes('Accent');
        return isAccentLandingPage(p) === accent && landingAccents().includes(p) === accent && landingLanguages().includes(p) === !accent;
      }),
    );
  });

  it('property: every built-in voice has a unique id, a listed language and an accent of that language', () => {
    expect(new Set(BUILTIN_VOICES.map((v) => v.voice_id)).size).toBe(BUILTIN_VOICES.length);
    fc.assert(
      fc.property(voice, (v) =>
        LANGUAGES.some((l) => l.languageCode === v.languageCode) &&
        ACCENTS.some((a) => a.code === v.accent) &&
        v.accent.startsWith(`${v.languageCode}-`),
      ),
    );
  });

  it('property: every transcription key round-trips through the lookup and unknown keys find nothing', () => {
    fc.assert(fc.property(fc.constantFrom(...TRANSCRIPTION_LANGUAGES), (t) => O.exists((found) => found === t)(findTranscriptionLanguage(t.key))));
    fc.assert(
      fc.property(fc.string().filter((s) => !TRANSCRIPTION_LANGUAGES.some((t) => t.key === s)), (s) => O.isNone(findTranscriptionLanguage(s))),
    );
  });
});
