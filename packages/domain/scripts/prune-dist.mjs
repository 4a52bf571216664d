// Removes build outputs whose source is gone (tsc -b never deletes them), so the packed tarball carries no stale
// module and no source map pointing at a file that is not shipped. Runs before `tsc -b` in prepack.
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const OUTPUT = /\.(d\.ts\.map|d\.ts|js\.map|js)$/;

const walk = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );

if (existsSync(dist)) {
  const stale = walk(dist).filter((file) => {
    if (!OUTPUT.test(file)) return false;
    const source = path.join(root, 'src', path.relative(dist, file).replace(OUTPUT, '.ts'));
    return !existsSync(source);
  });
  stale.forEach((file) => rmSync(file));
  // stderr: npm pack --json owns stdout.
  if (stale.length > 0) console.warn(`prune-dist: removed ${stale.length} stale outputs`);
}
