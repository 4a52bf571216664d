import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, loadEnv } from 'vite';
import { securityHeaders } from './content-security-policy.config.ts';
import { routeGenerationConfig } from './route-generation.config.ts';

/** The API the app talks to when VITE_API_URL is not set (as in src/main.tsx). */
const DEFAULT_API_URL = 'http://localhost:8787';

/**
 * The web app. File routes (route-generation.config.ts) are generated into src/routeTree.gen.ts, which is committed;
 * workspace packages resolve to their TypeScript source through the @cadence/source condition. Dev and preview
 * servers send the app's security headers (content-security-policy.config.ts).
 */
export default defineConfig(({ command, mode }) => {
  const apiOrigin = new URL(loadEnv(mode, import.meta.dirname, 'VITE_')['VITE_API_URL'] ?? DEFAULT_API_URL).origin;
  const devNonce = command === 'serve' ? crypto.randomUUID().replaceAll('-', '') : undefined;
  return {
    root: import.meta.dirname,
    plugins: [tanstackRouter(routeGenerationConfig), react(), vanillaExtractPlugin()],
    resolve: { conditions: ['@cadence/source', ...defaultClientConditions] },
    ...(devNonce === undefined ? {} : { html: { cspNonce: devNonce } }),
    server: { port: 5173, strictPort: true, headers: securityHeaders({ apiOrigin, devNonce }) },
    preview: { port: 4173, strictPort: true, headers: securityHeaders({ apiOrigin }) },
    build: { outDir: 'dist/app', emptyOutDir: true },
  };
});
