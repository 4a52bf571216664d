/**
 * `@cadence/application`: the slices (ports with their error unions, use-cases as RxJS reducers, and one
 * `create<Slice>Module(ports)` each) and the shared kernel. Test fakes and object mothers: `@cadence/application/testing`.
 * @packageDocumentation
 */
export * from './shared/index.js';
export * from './accounts/index.js';
export * from './billing/index.js';
export * from './history/index.js';
export * from './speech/index.js';
export * from './sharing/index.js';
export * from './api-keys/index.js';
