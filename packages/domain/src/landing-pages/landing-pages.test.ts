import { describe, it, expect } from 'vitest';
import * as O from 'fp-ts/lib/Option.js';
import { LANDING_PAGES, findLandingPage, landingAccents, landingLanguages } from './landing-pages.js';

const SPEC_SLUGS = [
  'czech-moravian-accent', 'danish', 'finnish', 'bulgarian', 'croatian', 'slovak', 'tamil', 'british-accent',
  'canadian-accent', 'new-york-accent', 'australian-accent', 'indian-accent', 'irish-accent', 'italian-accent',
  'essex-accent', 'scandinavian-accent', 'german-accent', 'german-bavarian-accent', 'russian-accent', 'spanish-accent',
  'latin-american-accent', 'mexican-accent', 'argentine-accent', 'portuguese-accent', 'californian-accent',
  'african-accent', 'pakistani-accent',
];

describe('landing pages', () => {
  it('has the 27 pages of the spec, in its order', () => {
    expect(LANDING_PAGES.map((page) => page.audioSrc)).toEqual(SPEC_SLUGS);
  });

  it('names pages after their language or accent', () => {
    expect(LANDING_PAGES.map((page) => page.name).slice(0, 9)).toEqual([
      'Czech Moravian Accent', 'Danish', 'Finnish', 'Bulgarian', 'Croatian', 'Slovak', 'Tamil', 'British Accent',
      'Canadian Accent',
    ]);
  });

  it('keeps the six language pages apart from the 21 accent pages', () => {
    expect(landingLanguages().map((page) => page.name)).toEqual(['Danish', 'Finnish', 'Bulgarian', 'Croatian', 'Slovak', 'Tamil']);
    expect(landingAccents()).toHaveLength(21);
    expect(landingAccents()[0]?.name).toBe('Czech Moravian Accent');
  });

  it('leaves voice_id absent (not undefined) for Croatian, Slovak and Tamil', () => {
    const withoutVoice = LANDING_PAGES.filter((page) => !('voice_id' in page)).map((page) => page.name);
    expect(withoutVoice).toEqual(['Croatian', 'Slovak', 'Tamil']);
  });

  it('finds a page by slug and nothing for other strings', () => {
    expect(findLandingPage('danish')).toEqual(
      O.some(expect.objectContaining({ name: 'Danish', flag: 'dk', language: 'da', voice_id: 'cadence-da-dk-female-1' })),
    );
    expect(findLandingPage('Danish')).toEqual(O.none);
    expect(findLandingPage('german')).toEqual(O.none);
  });

  it('fills every text field with copy', () => {
    for (const page of LANDING_PAGES) {
      for (const field of [page.placeholderText, page.howToDescription, page.feature1Title, page.feature1Description, page.feature2Title, page.feature2Description]) {
        expect(field.trim().length).toBeGreaterThan(10);
      }
      expect(page.flag).toMatch(/^[a-z]{2}$/);
    }
  });
});
