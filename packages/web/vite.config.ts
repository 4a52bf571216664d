import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { routeGenerationConfig } from './route-generation.config.ts';

/**
 * The web app. File routes (route-generation.config.ts) are generated into src/routeTree.gen.ts, which is committed;
 * workspace packages resolve to their TypeScript source through the @cadence/source condition.
 */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [tanstackRouter(routeGenerationConfig), react(), vanillaExtractPlugin()],
  resolve: { conditions: ['@cadence/source', ...defaultClientConditions] },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: { outDir: 'dist/app', emptyOutDir: true },
});
