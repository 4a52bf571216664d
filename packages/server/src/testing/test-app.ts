import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import type { Database } from '../db/database.port.js';
import { migrate } from '../db/migrate.js';
import { createContract, loadContractDocument } from '../http/contract.js';
import { createApiClient, type ApiClient } from './api-client.js';
import { createTestClock, TEST_START_MS, type TestClock } from './test-clock.js';
import { testSpeechEngine } from './test-engines.js';
import { truncateAll, type TestBackend } from './test-databases.js';

/** Configuration of test apps: trust X-Forwarded-For so tests can act as different clients. */
export const testConfig = (overrides: Partial<Config> = {}): Config => ({
  ...loadConfig({ APP_ORIGIN: 'http://localhost:5173', JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256!', TRUST_PROXY: 'on' }),
  ...overrides,
});

/** What a test file works with; filled in by the hooks useTestApp registers. */
export interface TestApp {
  app: Hono;
  db: Database;
  clock: TestClock;
  api: ApiClient;
}

/**
 * Registers the hooks of one backend: a fresh migrated database and an app for the describe block, emptied
 * tables and a reset clock before each test, and the database dropped at the end. Answers are checked
 * against the contract's response schemas. The apps share the process's test engine (see useWarmEngines).
 */
export const useTestApp = (backend: TestBackend, overrides: Partial<Config> = {}): TestApp => {
  const t = {} as TestApp;
  let cleanup: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    const opened = await backend.open();
    cleanup = opened.cleanup;
    t.db = opened.db;
    t.clock = createTestClock();
    await migrate(t.db, t.clock);
    const contract = await createContract(await loadContractDocument());
    t.app = await createApp({ db: t.db, config: testConfig(overrides), clock: t.clock, contract, checkResponses: true, speech: testSpeechEngine() });
    t.api = createApiClient(t.app);
  }, 60_000);
  beforeEach(async () => {
    await truncateAll(t.db);
    t.clock.set(TEST_START_MS);
  });
  afterAll(() => cleanup());
  return t;
};
