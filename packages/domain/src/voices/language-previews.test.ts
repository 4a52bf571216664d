import { describe, it, expect } from 'vitest';
import { buildLanguagePreviews } from './language-previews.js';

const verified = (language: string, preview_url: string | null, model_id = 'eleven_multilingual_v2') => ({
  model_id,
  language,
  preview_url,
});

describe('buildLanguagePreviews', () => {
  it('lists the voice preview, then verified languages of eleven_multilingual_v2', () => {
    const voice = {
      language: 'en',
      preview_url: 'https://cdn/en.mp3',
      verified_languages: [verified('de', 'https://cdn/de.mp3'), verified('fr', 'https://cdn/fr.mp3', 'eleven_turbo_v2_5')],
    };
    expect(buildLanguagePreviews(voice)).toEqual([
      { language: 'en', previewUrl: 'https://cdn/en.mp3' },
      { language: 'de', previewUrl: 'https://cdn/de.mp3' },
    ]);
  });

  it('drops a language already listed, compared case-insensitively', () => {
    const voice = {
      language: 'en',
      preview_url: 'https://cdn/own.mp3',
      verified_languages: [verified('EN', 'https://cdn/en.mp3'), verified('es', 'https://cdn/es.mp3'), verified('es', 'https://cdn/es2.mp3')],
    };
    expect(buildLanguagePreviews(voice)).toEqual([
      { language: 'en', previewUrl: 'https://cdn/own.mp3' },
      { language: 'es', previewUrl: 'https://cdn/es.mp3' },
    ]);
  });

  it('skips entries without a preview and labels an unlanguaged preview "en"', () => {
    const voice = { language: null, preview_url: 'https://cdn/p.mp3', verified_languages: [verified('pl', null)] };
    expect(buildLanguagePreviews(voice)).toEqual([{ language: 'en', previewUrl: 'https://cdn/p.mp3' }]);
    expect(buildLanguagePreviews({ language: 'en', preview_url: null, verified_languages: [] })).toEqual([]);
  });
});
