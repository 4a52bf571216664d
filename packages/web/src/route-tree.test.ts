// @vitest-environment node
import { Generator, getConfig } from '@tanstack/router-generator';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { routeGenerationConfig } from '../route-generation.config';

const webDir = join(import.meta.dirname, '..');
let scratch: string | null = null;

afterEach(async () => {
  if (scratch !== null) await rm(scratch, { recursive: true, force: true });
  scratch = null;
});

describe('the generated route tree', () => {
  it('is committed up to date with the route files (regenerate with `npm run build -w packages/web`)', async () => {
    scratch = await mkdtemp(join(tmpdir(), 'cadence-route-tree-'));
    await cp(join(webDir, 'src/routes'), join(scratch, 'src/routes'), { recursive: true });
    const config = getConfig(
      {
        ...routeGenerationConfig,
        routesDirectory: join(scratch, 'src/routes'),
        generatedRouteTree: join(scratch, 'src/routeTree.gen.ts'),
        tmpDir: join(scratch, '.tmp'),
        disableLogging: true,
      },
      scratch,
    );
    await new Generator({ config, root: scratch }).run();
    const fresh = await readFile(join(scratch, 'src/routeTree.gen.ts'), 'utf8');
    const committed = await readFile(join(webDir, 'src/routeTree.gen.ts'), 'utf8');
    expect(committed).toBe(fresh);
  });
});
