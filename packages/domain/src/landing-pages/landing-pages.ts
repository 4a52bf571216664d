import * as O from 'fp-ts/lib/Option.js';
import { LANDING_PAGE_SLUGS, type LandingPage, type LandingPageSlug } from './landing-page.js';
import { LANGUAGE_LANDING_PAGES } from './landing-pages-languages.js';
import { ENGLISH_ACCENT_LANDING_PAGES } from './landing-pages-english-accents.js';
import { EUROPEAN_ACCENT_LANDING_PAGES } from './landing-pages-european-accents.js';
import { SPANISH_ACCENT_LANDING_PAGES } from './landing-pages-spanish-accents.js';

const slugRank = (page: LandingPage): number => LANDING_PAGE_SLUGS.indexOf(page.audioSrc);

/** All 27 text-to-speech landing pages, in the spec's slug order. */
export const LANDING_PAGES: readonly LandingPage[] = [
  ...LANGUAGE_LANDING_PAGES,
  ...ENGLISH_ACCENT_LANDING_PAGES,
  ...EUROPEAN_ACCENT_LANDING_PAGES,
  ...SPANISH_ACCENT_LANDING_PAGES,
].sort((a, b) => slugRank(a) - slugRank(b));

/** True when the landing page is an accent page, which the spec defines as its name containing "Accent". */
export const isAccentLandingPage = (page: LandingPage): boolean => page.name.includes('Accent');

/** The landing pages for languages (names without "Accent"), in slug order. */
export const landingLanguages = (): readonly LandingPage[] => LANDING_PAGES.filter((page) => !isAccentLandingPage(page));

/** The landing pages for accents (names containing "Accent"), in slug order. */
export const landingAccents = (): readonly LandingPage[] => LANDING_PAGES.filter(isAccentLandingPage);

/** True when the string is the slug of a landing page. */
export const isLandingPageSlug = (value: string): value is LandingPageSlug =>
  (LANDING_PAGE_SLUGS as readonly string[]).includes(value);

/** The landing page with this slug (its audioSrc), or none for any other string. */
export const findLandingPage = (slug: string): O.Option<LandingPage> =>
  O.fromNullable(LANDING_PAGES.find((page) => page.audioSrc === slug));
