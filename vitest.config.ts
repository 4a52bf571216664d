import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@cadence/source'] },
  test: {
    include: ['packages/*/src/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**'],
  },
});
