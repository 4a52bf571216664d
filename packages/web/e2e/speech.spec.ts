import { ElevenLabsClient } from '@elevenlabs/elevenlabs-js';
import { expect, test, type Page } from '@playwright/test';
import { API_URL, signIn } from './support.js';

const DEMO = { email: 'demo@cadence.dev', password: 'Cadence-demo-2026!' };
const TTS = '/app/speech-synthesis/text-to-speech';

/**
 * A toast by its text. Radix announces each toast a second time in a live region, and while a modal dialog is open
 * the toast region is aria-hidden to role queries, so match the text and take the first.
 */
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

/** Resolves once the global player's audio element is playing (not paused, time moving). */
const expectPlaying = async (page: Page): Promise<void> => {
  const audio = page.getByTestId('player-audio');
  await expect
    .poll(async () => audio.evaluate((element: HTMLAudioElement) => !element.paused && element.currentTime > 0), { timeout: 30_000 })
    .toBe(true);
};

test('generate from text, hear it, find it in history, give feedback, download, share a link and a video', async ({ page, context }) => {
  test.setTimeout(180_000);
  const marker = `Journey ${Date.now().toString(36)}`;
  const text = `${marker}. The harbour lights came on one by one as the ferry turned for home.`;
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/app\/home/);

  await page.goto(TTS);
  await page.getByLabel('Text', { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Generate' }).click();
  await expectPlaying(page);

  // Feedback: the thumbs appear after 3 s of playback (or at the end).
  await page.getByRole('button', { name: 'Good generation' }).click({ timeout: 30_000 });
  const feedback = page.getByRole('dialog');
  await feedback.getByRole('textbox').fill('Clear voice and a natural pace throughout.');
  await feedback.getByRole('button', { name: /submit/i }).click();
  await expect(toast(page, 'Your feedback has been submitted, thank you.')).toBeVisible();

  await page.goto(`${TTS}/history`);
  await page.getByLabel('Search history').fill(marker);
  // Wait for the search to answer (only the marker's row left), not just for the row to be among the first page.
  await expect(page.getByRole('listitem')).toHaveCount(1);
  const row = page.getByRole('listitem').filter({ hasText: marker });
  await expect(row).toHaveCount(1);

  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.mp3$/);

  await row.getByRole('button', { name: 'Share' }).click();
  const video = page.getByRole('dialog');
  await expect(video.getByRole('radio', { name: 'Multicolor' })).toBeChecked();
  // The preview is rendered by ffmpeg on the server: allow for a busy machine.
  await expect(video.getByRole('img', { name: 'Video preview' })).toBeVisible({ timeout: 30_000 });
  await video.getByRole('button', { name: 'Generate video' }).click();
  await expect(video.locator('video')).toHaveAttribute('src', /.+/, { timeout: 90_000 });
  const videoDownload = page.waitForEvent('download');
  await video.getByRole('button', { name: 'Download video' }).click();
  expect((await videoDownload).suggestedFilename()).toMatch(/\.mp4$/);

  await video.getByRole('button', { name: 'Share link' }).click();
  const share = page.getByRole('dialog', { name: 'Share with your community' });
  // The field shows the link cut after 38 characters (spec); the copy button copies all of it.
  await expect(share.getByRole('textbox', { name: 'Share link' })).toHaveValue(/\/share\/.+…$/);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await share.getByRole('button', { name: 'Copy link' }).click();
  await expect(toast(page, 'Share link copied to clipboard')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  const visitor = await context.newPage();
  await visitor.goto(link);
  await expect(visitor.getByText(marker)).toBeVisible();
  await visitor.close();
});

test('dialogue lines survive a reload', async ({ page }) => {
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/app\/home/);
  await page.goto(TTS);
  await page.getByRole('radio', { name: 'Dialogue' }).click();
  const lines = page.getByRole('textbox', { name: /^Line \d+/ });
  await lines.first().fill('[excited] We made it to the summit!');
  await page.getByRole('button', { name: 'Add line' }).click();
  await lines.nth(1).fill('Then let us enjoy the view.');
  await page.reload();
  await page.getByRole('radio', { name: 'Dialogue' }).click();
  await expect(lines.first()).toHaveValue('[excited] We made it to the summit!');
  await expect(lines.nth(1)).toHaveValue('Then let us enjoy the view.');
});

test('speech to speech: upload a recording, hear it converted, find it in its history', async ({ page, request }) => {
  test.setTimeout(120_000);
  const session = await (await request.post(`${API_URL}/v1/auth/sign-in`, { data: DEMO })).json();
  const recording = await request.post(`${API_URL}/v1/text-to-speech/cadence-en-gb-female-1?output_format=wav_22050`, {
    data: { text: 'A short recording to convert into another voice.' },
    headers: { authorization: `Bearer ${session.access_token}` },
  });
  expect(recording.ok()).toBe(true);

  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/app\/home/);
  await page.goto('/app/speech-synthesis/speech-to-speech');
  await page.getByLabel('Recording (WAV or MP3)').setInputFiles({ name: 'recording.wav', mimeType: 'audio/wav', buffer: await recording.body() });
  await page.getByRole('button', { name: 'Convert' }).click();
  await expectPlaying(page);

  await page.goto('/app/speech-synthesis/speech-to-speech/history');
  await expect(page.getByRole('listitem').first()).toContainText('Speech to speech with');
});

test('the official ElevenLabs SDK works against the running server', async ({ request }) => {
  const session = await (await request.post(`${API_URL}/v1/auth/sign-in`, { data: DEMO })).json();
  const key = await (
    await request.post(`${API_URL}/v1/user/api-keys`, {
      data: { name: 'e2e SDK' },
      headers: { authorization: `Bearer ${session.access_token}` },
    })
  ).json();
  const elevenlabs = new ElevenLabsClient({ apiKey: key.xi_api_key, baseUrl: API_URL });
  const voices = await elevenlabs.voices.search({ pageSize: 5 });
  expect(voices.voices.length).toBeGreaterThan(0);
  const [voice] = voices.voices;
  expect(voice).toBeDefined();
  const audio = await elevenlabs.textToSpeech.convert(voice?.voiceId ?? '', { text: 'Hello from the SDK.' });
  const first = await audio.getReader().read();
  expect(first.value?.length ?? 0).toBeGreaterThan(0);
  const history = await elevenlabs.history.list({ pageSize: 1 });
  expect(history.history[0]?.text).toBe('Hello from the SDK.');
});
