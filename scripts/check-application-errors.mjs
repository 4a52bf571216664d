// Fails when the application layer knows the API is HTTP: an HttpError, a status code compared or tabled, a
// statusText, or one of the server's error codes (the keys of packages/server/src/http/failure.ts). Adapters map
// those onto each port's error union; use-cases only see the union's tags. Tests are not checked.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const serverCodes = [...readFileSync(join(root, 'packages/server/src/http/failure.ts'), 'utf8').matchAll(/^ {2}([a-z][a-z0-9_]+): \{/gm)].map(
  (m) => m[1],
);
const rules = [
  { name: 'HttpError type', pattern: /\bHttpError\b/ },
  { name: 'statusText', pattern: /\bstatusText\b/ },
  { name: 'HTTP status number', pattern: /\bstatus\s*(?:===|!==|==|!=|<|>|<=|>=)\s*[1-5]\d\d\b|\b[1-5]\d\d\s*(?:===|!==)\s*\w*\.?status\b|\bstatus:\s*[1-5]\d\d\b/ },
  ...serverCodes.map((code) => ({ name: `server code "${code}"`, pattern: new RegExp(`['"\`]${code}['"\`]`) })),
];

const files = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });

const problems = files(join(root, 'packages/application/src')).flatMap((path) =>
  readFileSync(path, 'utf8')
    .split('\n')
    .flatMap((line, index) =>
      rules.filter((rule) => rule.pattern.test(line)).map((rule) => `${relative(root, path)}:${index + 1}: ${rule.name}: ${line.trim()}`),
    ),
);

if (serverCodes.length < 10) {
  console.error(`check-application-errors: found only ${serverCodes.length} server codes; has failure.ts changed shape?`);
  process.exit(1);
}
if (problems.length > 0) {
  console.error('The application layer must not know the API is HTTP (map failures in the adapter error table):');
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(`application speaks the product's errors (${serverCodes.length} server codes checked).`);
