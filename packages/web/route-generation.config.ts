import { join } from 'node:path';

const here = import.meta.dirname;

/**
 * How TanStack Router turns src/routes into src/routeTree.gen.ts, shared by the Vite plugin and the test that
 * fails when the committed tree is stale. Paths are absolute so the result does not depend on the working directory.
 */
export const routeGenerationConfig = {
  target: 'react',
  routesDirectory: join(here, 'src/routes'),
  generatedRouteTree: join(here, 'src/routeTree.gen.ts'),
  quoteStyle: 'single',
  semicolons: true,
  autoCodeSplitting: true,
  /** The generator's scratch files, inside the ignored dist folder. */
  tmpDir: join(here, 'dist/.tanstack'),
  /** Tests sit next to the routes they test; they are not routes. */
  routeFileIgnorePattern: '\\.test\\.tsx?$',
} as const;
