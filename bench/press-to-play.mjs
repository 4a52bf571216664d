// Time from pressing Generate to the audio playing, in Debian's Chromium against a throwaway instance of the product:
// the streamed path the app uses (MediaSource), and, for comparison, a non-streamed generation of 2,000 characters
// fetched whole and then played. Prints figures; asserts nothing. Run: npm run bench:press-to-play
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const API_PORT = process.env.BENCH_API_PORT ?? '8798';
const WEB_PORT = process.env.BENCH_WEB_PORT ?? '5184';
const API = `http://localhost:${API_PORT}`;
const WEB = `http://localhost:${WEB_PORT}`;
const VOICE = 'cadence-en-gb-female-1';
const SENTENCE = 'The quick brown fox jumps over the lazy dog, and the evening light settles on the quiet harbour. ';
const textOf = (length) => SENTENCE.repeat(Math.ceil(length / SENTENCE.length)).slice(0, length).trim();

const dataDir = mkdtempSync(path.join(tmpdir(), 'cadence-bench-'));
const product = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: root,
  env: { ...process.env, API_PORT, WEB_PORT, DATA_DIR: dataDir },
  stdio: 'ignore',
});
const stop = () => {
  product.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};

const waitFor = async (url) => {
  for (let attempt = 0; attempt < 480; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer`);
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Presses Generate on the text-to-speech page and measures until the player's audio element fires `playing`. */
const streamedPressToPlay = async (page, text) => {
  await page.getByLabel('Text', { exact: true }).fill(text);
  await page.evaluate(() => {
    const audio = document.querySelector('[data-testid="player-audio"]');
    window.__bench = { start: 0, playing: null };
    audio.addEventListener('playing', () => { window.__bench.playing ??= performance.now(); }, { once: true });
  });
  await page.evaluate(() => { window.__bench.start = performance.now(); });
  await page.getByRole('button', { name: 'Generate' }).click();
  await page.waitForFunction(() => window.__bench.playing !== null, null, { timeout: 120_000 });
  const ms = await page.evaluate(() => window.__bench.playing - window.__bench.start);
  await page.getByRole('button', { name: 'Pause' }).click().catch(() => undefined);
  await page.waitForTimeout(300);
  return ms;
};

/** The non-streamed path: fetch the whole file, then play it. */
const wholeFilePressToPlay = (page, text) =>
  page.evaluate(async ({ api, voice, text }) => {
    const { accessToken } = JSON.parse(localStorage.getItem('xi:session'));
    const start = performance.now();
    const response = await fetch(`${api}/v1/text-to-speech/${voice}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({ text }),
    });
    const audio = new Audio(URL.createObjectURL(await response.blob()));
    audio.muted = true;
    await new Promise((resolve) => { audio.addEventListener('playing', resolve, { once: true }); void audio.play(); });
    const ms = performance.now() - start;
    audio.pause();
    return ms;
  }, { api: API, voice: VOICE, text });

try {
  await waitFor(`${WEB}/app/sign-in`);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required'],
  });
  const page = await browser.newPage();
  await page.goto(`${WEB}/app/sign-in`);
  await page.getByLabel('Email').fill('demo@cadence.dev');
  await page.getByLabel('Password', { exact: true }).fill('Cadence-demo-2026!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/app\/home/);
  await page.goto(`${WEB}/app/speech-synthesis/text-to-speech`);

  const short = [];
  for (let run = 0; run < 4; run += 1) short.push(await streamedPressToPlay(page, textOf(120)));
  const longStreamed = await streamedPressToPlay(page, textOf(2000));
  const longWhole = await wholeFilePressToPlay(page, textOf(2000));
  await browser.close();

  console.log('Press Generate → audio playing, Chromium (headless), one run on this machine');
  console.table({
    'streamed, 120 chars, first (cold page)': { ms: Math.round(short[0]) },
    'streamed, 120 chars, median of next 3': { ms: Math.round(median(short.slice(1))) },
    'streamed, 2,000 chars': { ms: Math.round(longStreamed) },
    'non-streamed, 2,000 chars (whole file, then play)': { ms: Math.round(longWhole) },
  });
  console.log(`ratio non-streamed / streamed at 2,000 chars: ${(longWhole / longStreamed).toFixed(1)}×`);
} finally {
  stop();
}
