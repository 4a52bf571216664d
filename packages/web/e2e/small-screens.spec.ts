import { expect, test } from '@playwright/test';
import { expectNoHorizontalOverflow, openSettled, PHONE } from './small-screens.js';
import { API_URL, signIn } from './support.js';

const DEMO = { email: 'demo@cadence.dev', password: 'Cadence-demo-2026!' };
const TTS = '/app/speech-synthesis/text-to-speech';

const SIGNED_OUT = ['/pricing', '/app/sign-in', '/app/sign-up', '/app/sign-in/forgot-password', '/app/action?mode=unknown'];
const SIGNED_IN = [
  '/app/home',
  TTS,
  `${TTS}/history`,
  '/app/speech-synthesis/speech-to-speech',
  '/app/speech-synthesis/speech-to-speech/history',
  '/app/usage',
  '/app/subscription',
  '/app/payouts',
  '/app/developers/api-keys',
  '/pricing',
];

test.use({ viewport: PHONE });

test('every route fits a 375 px wide screen, signed out and signed in', async ({ page, request }) => {
  test.setTimeout(180_000);
  for (const path of SIGNED_OUT) {
    await openSettled(page, path);
    await expectNoHorizontalOverflow(page, `${path} (signed out)`);
  }

  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/app\/home/);

  // Content for the routes that list things: an API key (the keys table) and a generation (history rows, the player).
  await page.goto('/app/developers/api-keys');
  await page.getByLabel('Key name').fill('A key with a rather long descriptive name');
  await page.getByRole('button', { name: 'Create API key' }).click();
  const secret = (await page.getByLabel('New API key').textContent()) ?? '';
  await expectNoHorizontalOverflow(page, 'a new API key');
  const headers = { 'xi-api-key': secret };

  const marker = `Small screen ${Date.now().toString(36)}`;
  await page.goto(TTS);
  await page.getByLabel('Text', { exact: true }).fill(`${marker}: a generation with a long enough text to need cutting on a phone.`);
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByTestId('player-audio')).toHaveAttribute('src', /.+/, { timeout: 60_000 });
  await expectNoHorizontalOverflow(page, `${TTS} with the player open`);
  let itemId = '';
  await expect
    .poll(async () => {
      // A connection the busy server drops is asked again, not a failure of the layout under test.
      const response = await request.get(`${API_URL}/v1/history`, { headers, params: { search: marker } }).catch(() => null);
      const body = response?.ok() === true ? ((await response.json()) as { history: { history_item_id: string }[] }) : { history: [] };
      itemId = body.history[0]?.history_item_id ?? '';
      return itemId;
    }, { timeout: 60_000 })
    .not.toBe('');

  for (const path of SIGNED_IN) {
    await openSettled(page, path);
    await expectNoHorizontalOverflow(page, `${path} (signed in)`);
  }

  const history = page.getByRole('listitem').filter({ hasText: marker });
  await page.goto(`${TTS}/history`);
  await page.getByLabel('Search history').fill(marker);
  await expect(history).toHaveCount(1);
  const text = history.getByText(marker);
  expect((await text.boundingBox())?.width ?? 0, 'the row shows its text').toBeGreaterThan(120);
  await expect(history.getByText(/characters$/)).toBeVisible();

  const shared = await request.get(`${API_URL}/v1/history/${itemId}/share-link`, { headers });
  const { share_link: shareLink } = (await shared.json()) as { share_link: string };
  await openSettled(page, new URL(shareLink).pathname);
  await expectNoHorizontalOverflow(page, 'the public share page');
});
