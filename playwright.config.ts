import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Journeys in Debian's Chromium against a throwaway instance of the whole product (own ports, own database).
const apiPort = '8797';
const webPort = '5183';
const dataDir = mkdtempSync(path.join(tmpdir(), 'cadence-e2e-'));

export default defineConfig({
  testDir: 'packages/web/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${webPort}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  metadata: { apiUrl: `http://localhost:${apiPort}` },
  webServer: {
    command: 'node scripts/start.mjs',
    url: `http://localhost:${webPort}/app/sign-in`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { API_PORT: apiPort, WEB_PORT: webPort, DATA_DIR: dataDir },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
