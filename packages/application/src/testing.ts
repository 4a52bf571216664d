/**
 * `@cadence/application/testing`: in-memory fakes of the ports and object mothers (test data) of each slice, for
 * the use-case tests here and the component tests in web. Never imported by production code (the dependency rule
 * checks it).
 * @packageDocumentation
 */
export * from './shared/testing/shared-fakes.js';
