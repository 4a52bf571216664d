import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import * as O from 'fp-ts/lib/Option.js';
import { buildLanguagePreviews } from './language-previews.js';
import { decideSafetyDialog } from './safety-dialogs.js';

const language = fc.constantFrom('en', 'EN', ' en', 'de', 'fr', 'pl', 'es');
const url = fc.constantFrom('https://cdn/a.mp3', 'https://cdn/b.mp3', '', 'https://cdn/c.mp3');
const model = fc.constantFrom('eleven_multilingual_v2', 'eleven_turbo_v2_5');
const voice = fc.record({
  language: fc.option(language, { nil: null }),
  preview_url: fc.option(url, { nil: null }),
  verified_languages: fc.array(fc.record({ model_id: model, language, preview_url: fc.option(url, { nil: null }) })),
});

describe('voices properties', () => {
  it('property: language previews have no duplicates', () => {
    fc.assert(
      fc.property(voice, (input) => {
        const keys = buildLanguagePreviews(input).map((preview) => preview.language.trim().toLowerCase());
        expect(new Set(keys).size).toBe(keys.length);
      }),
    );
  });

  it('property: every language preview has a url and comes from the voice or a multilingual v2 entry', () => {
    fc.assert(
      fc.property(voice, (input) => {
        for (const preview of buildLanguagePreviews(input)) {
          expect(preview.previewUrl).not.toBe('');
          const fromVoice = preview.previewUrl === input.preview_url;
          const fromVerified = input.verified_languages.some(
            (entry) => entry.model_id === 'eleven_multilingual_v2' && entry.preview_url === preview.previewUrl,
          );
          expect(fromVoice || fromVerified).toBe(true);
        }
      }),
    );
  });

  it('property: a safety dialog fires at most once per voice over any selection sequence', () => {
    const selection = fc.record({ voice_id: fc.constantFrom('a', 'b', 'c'), safety_control: fc.constantFrom('BAN' as const, 'CAPTCHA' as const, null) });
    fc.assert(
      fc.property(fc.array(selection), fc.boolean(), (selections, experiment) => {
        let shown: ReadonlySet<string> = new Set();
        const fired: string[] = [];
        selections.forEach((selected, index) => {
          const context = { shownVoiceIds: shown, isFirstLoad: index === 0, captchaExperimentOn: experiment, creationType: 'cloneVoice' };
          const decision = decideSafetyDialog(selected, context);
          if (O.isSome(decision.dialog)) fired.push(selected.voice_id);
          if (index === 0) expect(decision.dialog).toEqual(O.none);
          shown = decision.shownVoiceIds;
        });
        expect(new Set(fired).size).toBe(fired.length);
      }),
    );
  });
});
