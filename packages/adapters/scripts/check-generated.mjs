// Regenerates the OpenAPI types into a temporary file and fails when src/generated/api.ts differs from it,
// so a contract change without `npm run generate -w packages/adapters` breaks the test command.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const contract = resolve(packageDir, '../../openapi/openapi.yaml');
const committed = join(packageDir, 'src/generated/api.ts');
const require = createRequire(join(packageDir, 'package.json'));
const cli = join(dirname(require.resolve('openapi-typescript/package.json')), 'bin/cli.js');

const scratch = mkdtempSync(join(tmpdir(), 'cadence-openapi-'));
try {
  const fresh = join(scratch, 'api.ts');
  execFileSync(process.execPath, [cli, contract, '-o', fresh], { cwd: packageDir, stdio: ['ignore', 'ignore', 'inherit'] });
  if (readFileSync(fresh, 'utf8') !== readFileSync(committed, 'utf8')) {
    console.error('packages/adapters/src/generated/api.ts is stale: run `npm run generate -w packages/adapters`.');
    process.exitCode = 1;
  } else {
    process.stdout.write('packages/adapters/src/generated/api.ts matches openapi/openapi.yaml.\n');
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
