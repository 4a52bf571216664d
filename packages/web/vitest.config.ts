import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineProject } from 'vitest/config';

/**
 * The web tests: Testing Library in jsdom with the real router and fake use-cases. The route tree is not
 * regenerated here; src/route-tree.test.ts fails when the committed one is stale.
 */
export default defineProject({
  root: import.meta.dirname,
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { conditions: ['@cadence/source', ...defaultClientConditions] },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
  },
});
