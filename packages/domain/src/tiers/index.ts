export * from './tier.js';
export * from './predicates.js';
export * from './plan-gating.js';
export * from './seats.js';
