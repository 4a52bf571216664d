export { type LandingPage, type LandingPageSlug, LANDING_PAGE_SLUGS } from './landing-page.js';
export {
  LANDING_PAGES,
  isAccentLandingPage,
  landingLanguages,
  landingAccents,
  isLandingPageSlug,
  findLandingPage,
} from './landing-pages.js';
