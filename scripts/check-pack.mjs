// Packs @cadence/domain as npm would publish it, installs the tarball into a scratch project outside the
// workspace and imports it with plain Node: proves an internal app can use it without our build setup.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const scratch = mkdtempSync(path.join(tmpdir(), 'cadence-pack-'));
const run = (cmd, args, cwd) => execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });

try {
  const [{ filename, files }] = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', scratch, '-w', 'packages/domain'], root));
  const leaked = files.filter((f) => /\.test\.|tsbuildinfo|^src\//.test(f.path));
  if (leaked.length > 0) throw new Error(`tarball carries files it should not: ${leaked.map((f) => f.path).join(', ')}`);
  writeFileSync(path.join(scratch, 'package.json'), JSON.stringify({ name: 'scratch', private: true, type: 'module' }));
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', path.join(scratch, filename)], scratch);
  writeFileSync(
    path.join(scratch, 'probe.mjs'),
    `import * as d from '@cadence/domain';
const names = Object.keys(d);
if (d.tierDisplayName('growing_business') !== 'Scale') throw new Error('wrong display name');
console.log(JSON.stringify({ exports: names.length }));`,
  );
  const { exports } = JSON.parse(run('node', ['probe.mjs'], scratch));
  writeFileSync(path.join(scratch, 'probe.ts'), `import { tierDisplayName, type Tier } from '@cadence/domain';\nconst t: Tier = 'pro';\nexport const shown: string = tierDisplayName(t);\n`);
  run('node', [path.join(root, 'node_modules/typescript/bin/tsc'), '--noEmit', '--strict', '--module', 'nodenext', '--moduleResolution', 'nodenext', '--skipLibCheck', 'false', 'probe.ts'], scratch);
  console.log(`pack check: ${filename} (${files.length} files) installs in a scratch project; ${exports} runtime exports import and type-check.`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
