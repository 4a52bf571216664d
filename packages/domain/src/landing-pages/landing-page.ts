import type { LanguageCode } from '../languages/index.js';

/** The slugs of the 27 text-to-speech landing pages, in the spec's order. */
export const LANDING_PAGE_SLUGS = [
  'czech-moravian-accent',
  'danish',
  'finnish',
  'bulgarian',
  'croatian',
  'slovak',
  'tamil',
  'british-accent',
  'canadian-accent',
  'new-york-accent',
  'australian-accent',
  'indian-accent',
  'irish-accent',
  'italian-accent',
  'essex-accent',
  'scandinavian-accent',
  'german-accent',
  'german-bavarian-accent',
  'russian-accent',
  'spanish-accent',
  'latin-american-accent',
  'mexican-accent',
  'argentine-accent',
  'portuguese-accent',
  'californian-accent',
  'african-accent',
  'pakistani-accent',
] as const;

/** The slug of a text-to-speech landing page. */
export type LandingPageSlug = (typeof LANDING_PAGE_SLUGS)[number];

/**
 * One text-to-speech landing page: flag is a lowercase ISO 3166-1 country code, language the ISO code of the
 * sample text, audioSrc the page's slug, and voice_id the built-in voice of the sample (absent when none exists).
 */
export interface LandingPage {
  readonly name: string;
  readonly flag: string;
  readonly language: LanguageCode;
  readonly audioSrc: LandingPageSlug;
  /** The id of the reference server's built-in voice that reads the sample. */
  readonly voice_id?: string;
  readonly placeholderText: string;
  readonly howToDescription: string;
  readonly feature1Title: string;
  readonly feature1Description: string;
  readonly feature2Title: string;
  readonly feature2Description: string;
}
