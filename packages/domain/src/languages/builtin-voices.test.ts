import { describe, it, expect } from 'vitest';
import * as O from 'fp-ts/lib/Option.js';
import { BUILTIN_VOICES, findBuiltinVoice, isBuiltinVoiceId } from './builtin-voices.js';

describe('built-in voice catalogue', () => {
  it('holds one voice per landing page that names a voice', () => {
    expect(BUILTIN_VOICES).toHaveLength(24);
  });

  it('names ids cadence-{language}-{region}[-{accent}]-{gender}-{n}', () => {
    for (const voice of BUILTIN_VOICES) {
      expect(voice.voice_id).toMatch(/^cadence-[a-z]{2,3}-([a-z]{2}|\d{3})(-[a-z-]+)?-(female|male)-\d+$/);
      expect(voice.voice_id.startsWith(`cadence-${voice.languageCode}-`)).toBe(true);
      expect(voice.voice_id).toContain(`-${voice.gender}-`);
    }
  });

  it('renders each voice with an eSpeak NG voice of its language or accent', () => {
    expect(findBuiltinVoice('cadence-en-gb-female-1')).toEqual(
      O.some(expect.objectContaining({ languageCode: 'en', accent: 'en-british', espeakVoice: 'en-gb-x-rp' })),
    );
    expect(findBuiltinVoice('cadence-es-mx-female-1')).toEqual(O.some(expect.objectContaining({ espeakVoice: 'es-419' })));
    expect(findBuiltinVoice('cadence-en-pk-male-1')).toEqual(O.some(expect.objectContaining({ espeakVoice: 'ur' })));
  });

  it('knows nothing of other ids', () => {
    expect(findBuiltinVoice('cadence-hr-hr-female-1')).toEqual(O.none);
    expect(isBuiltinVoiceId('cadence-da-dk-female-1')).toBe(true);
    expect(isBuiltinVoiceId('')).toBe(false);
  });
});
