import { defineConfig } from 'vitest/config';

// Two projects: the node packages (domain, application, adapters, server) and the web UI (jsdom, its own plugins).
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { conditions: ['@cadence/source'] },
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/dist/**', 'packages/web/**'],
        },
      },
      'packages/web/vitest.config.ts',
    ],
  },
});
