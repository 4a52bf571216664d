import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { ACCENTS, LANDING_PAGES, LANGUAGES } from '@cadence/domain';
import { BUILTIN_VOICES, findBuiltinVoice, isBuiltinVoiceId } from './builtin-voices.js';

const voice = fc.constantFrom(...BUILTIN_VOICES);
const page = fc.constantFrom(...LANDING_PAGES);

describe('built-in voice catalogue', () => {
  it('holds one voice per landing page that names a voice', () => {
    expect(BUILTIN_VOICES).toHaveLength(24);
  });

  it('names ids cadence-{language}-{region}[-{accent}]-{gender}-{n}', () => {
    for (const builtin of BUILTIN_VOICES) {
      expect(builtin.voice_id).toMatch(/^cadence-[a-z]{2,3}-([a-z]{2}|\d{3})(-[a-z-]+)?-(female|male)-\d+$/);
      expect(builtin.voice_id.startsWith(`cadence-${builtin.languageCode}-`)).toBe(true);
      expect(builtin.voice_id).toContain(`-${builtin.gender}-`);
    }
  });

  it('renders each voice with an eSpeak NG voice of its language or accent', () => {
    expect(findBuiltinVoice('cadence-en-gb-female-1')).toEqual(
      expect.objectContaining({ languageCode: 'en', accent: 'en-british', espeakVoice: 'en-gb-x-rp' }),
    );
    expect(findBuiltinVoice('cadence-es-mx-female-1')).toEqual(expect.objectContaining({ espeakVoice: 'es-419' }));
    expect(findBuiltinVoice('cadence-en-pk-male-1')).toEqual(expect.objectContaining({ espeakVoice: 'ur' }));
  });

  it('knows nothing of other ids', () => {
    expect(findBuiltinVoice('cadence-hr-hr-female-1')).toBeNull();
    expect(isBuiltinVoiceId('cadence-da-dk-female-1')).toBe(true);
    expect(isBuiltinVoiceId('')).toBe(false);
  });
});

describe('built-in voices and the domain catalogues', () => {
  it('property: exactly Croatian, Slovak and Tamil lack a voice_id, and every present voice_id is a built-in voice', () => {
    fc.assert(
      fc.property(page, (p) => {
        const lacksVoice = ['Croatian', 'Slovak', 'Tamil'].includes(p.name);
        if (p.voice_id === undefined) return lacksVoice && !('voice_id' in p);
        return !lacksVoice && findBuiltinVoice(p.voice_id) !== null;
      }),
    );
  });

  it('property: a page with a voice speaks its sample in the voice language, and no two pages share a voice', () => {
    const voiced = LANDING_PAGES.flatMap((p) => (p.voice_id === undefined ? [] : [p.voice_id]));
    expect(new Set(voiced).size).toBe(voiced.length);
    fc.assert(
      fc.property(page, (p) => p.voice_id === undefined || findBuiltinVoice(p.voice_id)?.languageCode === p.language),
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
});
