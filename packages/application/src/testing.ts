/**
 * `@cadence/application/testing`: in-memory fakes of the ports and object mothers (test data) of each slice, for
 * the use-case tests here and the component tests in web. Never imported by production code (the dependency rule
 * checks it).
 * @packageDocumentation
 */
export * from './shared/testing/shared-fakes.js';
export * from './accounts/testing/accounts-mothers.js';
export { fakeAccount, fakeAuth, fakeTabs, memorySessionStore } from './accounts/testing/accounts-fakes.js';
export * from './speech/testing/speech-settings-fakes.js';
export * from './speech/testing/playback-fakes.js';
export * from './billing/testing/billing-fakes.js';
export * from './history/testing/history-fakes.js';
export * from './sharing/testing/sharing-fakes.js';
export * from './api-keys/testing/api-keys-fakes.js';
