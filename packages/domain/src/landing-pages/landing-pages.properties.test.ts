import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import * as O from 'fp-ts/lib/Option.js';
import { LANDING_PAGES, findLandingPage, isAccentLandingPage, landingAccents, landingLanguages } from './landing-pages.js';
import { LANDING_PAGE_SLUGS } from './landing-page.js';
import { LANGUAGES } from '../languages/index.js';

const page = fc.constantFrom(...LANDING_PAGES);
const nearSlug = fc
  .tuple(fc.constantFrom(...LANDING_PAGE_SLUGS), fc.constantFrom('upper', 'space', 'slash', 'prefix'))
  .map(([slug, change]) =>
    change === 'upper' ? slug.toUpperCase() : change === 'space' ? ` ${slug}` : change === 'slash' ? `${slug}/` : `/${slug}`,
  );
const notASlug = fc.oneof(fc.string(), nearSlug).filter((s) => !(LANDING_PAGE_SLUGS as readonly string[]).includes(s));

// The properties that tie pages to the server's built-in voices live with those voices (packages/server).
describe('landing page properties', () => {
  it('property: every landing slug is unique and looking it up returns the page with that slug', () => {
    expect(new Set(LANDING_PAGES.map((p) => p.audioSrc)).size).toBe(LANDING_PAGES.length);
    fc.assert(fc.property(page, (p) => O.exists((found) => found === p)(findLandingPage(p.audioSrc))));
    fc.assert(fc.property(notASlug, (s) => O.isNone(findLandingPage(s))));
  });

  it('property: a page is in landingAccents exactly when its name contains "Accent", else in landingLanguages', () => {
    fc.assert(
      fc.property(page, (p) => {
        const accent = p.name.includes('Accent');
        return isAccentLandingPage(p) === accent && landingAccents().includes(p) === accent && landingLanguages().includes(p) === !accent;
      }),
    );
  });

  it('property: every page samples a listed language', () => {
    fc.assert(fc.property(page, (p) => LANGUAGES.some((l) => l.languageCode === p.language)));
  });
});
