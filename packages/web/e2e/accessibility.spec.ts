import { expect, test, type Page } from '@playwright/test';
import { axeFindings, type AxeFinding } from './accessibility.js';
import { horizontalOverflows, openSettled, PHONE } from './small-screens.js';
import { API_URL, signIn, signOut } from './support.js';

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

/** Polls the API until the generation with the marker is in the history, and answers its id. */
const historyItemId = async (page: Page, headers: Record<string, string>, marker: string): Promise<string> => {
  let itemId = '';
  await expect
    .poll(async () => {
      const response = await page.request.get(`${API_URL}/v1/history`, { headers, params: { search: marker } }).catch(() => null);
      const body = response?.ok() === true ? ((await response.json()) as { history: { history_item_id: string }[] }) : { history: [] };
      itemId = body.history[0]?.history_item_id ?? '';
      return itemId;
    }, { timeout: 60_000 })
    .not.toBe('');
  return itemId;
};

for (const theme of ['light', 'dark'] as const) {
  test(`every route, dialog and the player meet WCAG 2.2 AA at 375 px in the ${theme} theme`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.addInitScript((stored) => window.localStorage.setItem('color-theme', stored), theme);
    const findings: AxeFinding[] = [];
    const overflows: string[] = [];
    const check = async (where: string) => {
      findings.push(...(await axeFindings(page, `${where} (${theme})`)));
      overflows.push(...(await horizontalOverflows(page, `${where} (${theme})`)));
    };

    for (const path of SIGNED_OUT) {
      await openSettled(page, path);
      await expect(page.locator('html')).toHaveClass(new RegExp(theme));
      await check(`${path}, signed out`);
    }

    await signIn(page, DEMO.email, DEMO.password);
    await expect(page).toHaveURL(/\/app\/home/);
    await page.getByRole('button', { name: 'User menu' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await check('the user menu');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Navigation' }).click();
    await check('the navigation menu');
    await page.keyboard.press('Escape');

    await page.goto('/app/developers/api-keys');
    await page.getByLabel('Key name').fill('Accessibility check');
    await page.getByRole('button', { name: 'Create API key' }).click();
    const secret = (await page.getByLabel('New API key').textContent()) ?? '';
    await check('a new API key');

    const marker = `Axe ${theme} ${Date.now().toString(36)}`;
    await page.goto(TTS);
    await page.getByLabel('Text', { exact: true }).fill(`${marker}. The harbour lights came on one by one as the ferry turned for home.`);
    await page.getByRole('button', { name: 'Generate' }).click();
    await page.getByRole('button', { name: 'Good generation' }).click({ timeout: 60_000 });
    await expect(page.getByRole('dialog')).toBeVisible();
    await check('the feedback dialog over the player');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await check('the player');
    const itemId = await historyItemId(page, { 'xi-api-key': secret }, marker);

    for (const path of SIGNED_IN) {
      await openSettled(page, path);
      await check(`${path}, signed in`);
    }

    await page.goto(`${TTS}/history`);
    await page.getByLabel('Search history').fill(marker);
    const row = page.getByRole('listitem').filter({ hasText: marker });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await check('the delete confirmation');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await row.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Video preview' })).toBeVisible({ timeout: 30_000 });
    await check('the share video dialog');
    await page.getByRole('button', { name: 'Share link' }).click();
    await expect(page.getByRole('dialog', { name: 'Share with your community' })).toBeVisible();
    await check('the share link dialog');
    await page.keyboard.press('Escape');

    const shared = await page.request.get(`${API_URL}/v1/history/${itemId}/share-link`, { headers: { 'xi-api-key': secret } });
    const { share_link: shareLink } = (await shared.json()) as { share_link: string };
    await page.goto('/app/home');
    await signOut(page);
    await expect(page).toHaveURL(/\/app\/sign-in/);
    await openSettled(page, new URL(shareLink).pathname);
    await check('the public share page, signed out');

    expect(overflows).toEqual([]);
    expect(findings, findings.map((finding) => `${finding.where}: ${finding.rule} (${finding.impact}) ${finding.help}\n    ${finding.targets.join('\n    ')}`).join('\n')).toEqual([]);
  });
}
