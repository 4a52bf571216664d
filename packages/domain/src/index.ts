/**
 * `@cadence/domain`: Cadence's pure business rules. The root re-exports every concept subpath (`/tiers`, `/plans`,
 * …, `/landing-pages`, `/copy`) for the monorepo's packages; other apps import the subpaths they need. `/results`
 * (helpers to read Either and Option without fp-ts) is a subpath only. See docs/domain.md for one line per export.
 * @packageDocumentation
 */
export * from './tiers/index.js';
export * from './plans/index.js';
export * from './subscriptions/index.js';
export * from './plan-actions/index.js';
export * from './limits/index.js';
export * from './promo/index.js';
export * from './player/index.js';
export * from './feedback/index.js';
export * from './dialogue/index.js';
export * from './sharing/index.js';
export * from './downloads/index.js';
export * from './voices/index.js';
export * from './formatting/index.js';
export * from './languages/index.js';
export * from './landing-pages/index.js';
export * from './passwords/index.js';
export * from './redirects/index.js';
export * from './account-action/index.js';
export * from './consent/index.js';
export * from './onboarding/index.js';
export * from './workspace/index.js';
export * from './session/index.js';
export * from './copy/index.js';
