/**
 * `@cadence/domain`: Cadence's pure business rules. See docs/domain.md for one line per export.
 * @packageDocumentation
 */
export * from './tiers/index.js';
