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

const children = [];

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

const launch = (name, args) => {
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (line) => `[${name}] ${line}`;
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => process.stdout.write(chunk.split('\n').filter(Boolean).map(prefix).join('\n') + '\n'));
  }
  child.on('exit', (code) => {
    console.log(prefix(`exited with ${code}`));
    stop(code ?? 1);
  });
  children.push(child);
};

// The web UI starts once the API answers, so a page never talks to an API that is still migrating.
const apiReady = async () => {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(`${apiUrl}/v1/geolocation`)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
};

launch('api', ['--conditions=@cadence/source', '--import', 'tsx', 'packages/server/src/main.ts']);
if (!(await apiReady())) {
  console.error('The API did not answer within 60 s.');
  stop(1);
} else {
  launch('web', ['node_modules/vite/bin/vite.js', 'packages/web', '--port', webPort, '--strictPort']);
}

console.log(`Cadence: web ${webUrl}/app/sign-in, API ${apiUrl}, mailbox ${apiUrl}/dev/mailbox`);
console.log('Demo account: demo@cadence.dev / Cadence-demo-2026!');
