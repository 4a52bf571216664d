// Starts the product on one machine: the reference API (with demo data on first start) and the web UI.
// Ports and the data folder come from the environment so tests can run a second, throwaway instance.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const apiPort = process.env.API_PORT ?? '8787';
const webPort = process.env.WEB_PORT ?? '5173';
const apiUrl = `http://localhost:${apiPort}`;
const webUrl = `http://localhost:${webPort}`;
const env = {
  ...process.env,
  PORT: apiPort,
  APP_ORIGIN: webUrl,
  VITE_API_URL: apiUrl,
  DATA_DIR: process.env.DATA_DIR ?? path.join(root, '.data', 'pglite'),
};

const children = [
  ['api', process.execPath, ['--conditions=@cadence/source', '--import', 'tsx', 'packages/server/src/main.ts']],
  ['web', process.execPath, ['node_modules/vite/bin/vite.js', 'packages/web', '--port', webPort, '--strictPort']],
].map(([name, command, args]) => {
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (line) => `[${name}] ${line}`;
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => process.stdout.write(chunk.split('\n').filter(Boolean).map(prefix).join('\n') + '\n'));
  }
  child.on('exit', (code) => {
    console.log(prefix(`exited with ${code}`));
    stop(code ?? 1);
  });
  return child;
});

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

console.log(`Cadence: web ${webUrl}/app/sign-in, API ${apiUrl}, mailbox ${apiUrl}/dev/mailbox`);
console.log('Demo account: demo@cadence.dev / Cadence-demo-2026!');
