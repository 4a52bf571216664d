import { defineConfig } from 'vitest/config';

const nodeProject = { resolve: { conditions: ['@cadence/source'] } } as const;

/** Server files that mock a module (vi.mock): they need a module graph of their own. */
const serverFilesWithMocks = ['packages/server/src/speech/audio-encoder.test.ts'];

/**
 * Three node projects and the web UI (jsdom, its own plugins). Isolation (a fresh process per test file) is kept
 * where a file could leave something behind (jsdom, mocked modules, fake timers) and dropped where it only costs:
 * - `core` (domain, application): plain functions and streams, nothing global; one process runs every file.
 * - `server`: every file opens PGlite, compiles the contract and starts espeak-ng; one process per worker does
 *   that once (the files share the process's warm engine and compiled modules, never a database or an app:
 *   useTestApp gives each describe block its own).
 * - `isolated`: the adapters (browser adapters in jsdom with fake timers, the reference suites' child processes)
 *   and the server files that mock a module.
 */
export default defineConfig({
  test: {
    projects: [
      {
        ...nodeProject,
        test: { name: 'core', include: ['packages/{domain,application}/src/**/*.test.ts'], isolate: false },
      },
      {
        ...nodeProject,
        test: { name: 'server', include: ['packages/server/src/**/*.test.ts'], exclude: serverFilesWithMocks, isolate: false },
      },
      {
        ...nodeProject,
        test: { name: 'isolated', include: ['packages/adapters/src/**/*.test.ts', ...serverFilesWithMocks] },
      },
      'packages/web/vitest.config.ts',
    ],
  },
});
