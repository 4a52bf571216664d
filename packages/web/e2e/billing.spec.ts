import { expect, test, type Page } from '@playwright/test';
import { API_URL, freshEmail } from './support.js';

const PASSWORD = 'Str0ng!password';

const signUpFresh = async (page: Page): Promise<string> => {
  const email = freshEmail('billing');
  await page.goto('/app/sign-up');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  return email;
};

const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

const pressOnCard = async (page: Page, title: string, label: string): Promise<void> => {
  await page.goto('/pricing');
  await card(page, title).getByRole('button', { name: label }).click();
};

const confirmDialog = async (page: Page, confirm: string): Promise<void> => {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
  await expect(dialog).toBeHidden();
};

const payWith = async (page: Page, cardNumber: string): Promise<void> => {
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByRole('button', { name: 'Subscribe' }).click();
};

test('the subscription lifecycle: checkout, upgrade, downgrade and its cancellation, cancel and renew, the clock', async ({ page, request }) => {
  await signUpFresh(page);

  await pressOnCard(page, 'Creator', 'Subscribe');
  await payWith(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/app\/subscription/);
  await page.goto('/pricing');
  await expect(card(page, 'Creator').getByRole('button', { name: 'Cancel Subscription' })).toBeVisible();

  await pressOnCard(page, 'Pro', 'Upgrade');
  await confirmDialog(page, 'Upgrade');
  await expect(card(page, 'Pro').getByRole('button', { name: 'Cancel Subscription' })).toBeVisible();

  await pressOnCard(page, 'Creator', 'Downgrade');
  await confirmDialog(page, 'Downgrade');
  await expect(card(page, 'Creator').getByText('Will be downgraded')).toBeVisible();
  await card(page, 'Creator').getByRole('button', { name: 'Cancel Downgrade' }).click();
  await expect(card(page, 'Creator').getByRole('button', { name: 'Downgrade' })).toBeVisible();
  await expect(card(page, 'Creator').getByText('Will be downgraded')).toBeHidden();

  await pressOnCard(page, 'Pro', 'Cancel Subscription');
  await confirmDialog(page, 'Cancel Subscription');
  await expect(card(page, 'Pro').getByText('Will be canceled')).toBeVisible();
  await card(page, 'Pro').getByRole('button', { name: 'Do Not Cancel' }).click();
  await expect(card(page, 'Pro').getByRole('button', { name: 'Cancel Subscription' })).toBeVisible();

  // A scheduled downgrade takes effect when the sandbox clock passes the end of the period.
  await pressOnCard(page, 'Creator', 'Downgrade');
  await confirmDialog(page, 'Downgrade');
  await expect(card(page, 'Creator').getByText('Will be downgraded')).toBeVisible();
  const advanced = await request.post(`${API_URL}/v1/dev/sandbox/advance-clock`, { data: { seconds: 32 * 24 * 3600 } });
  expect(advanced.ok()).toBe(true);
  await page.goto('/pricing');
  await expect(card(page, 'Creator').getByRole('button', { name: 'Cancel Subscription' })).toBeVisible();
  await expect(card(page, 'Pro').getByRole('button', { name: 'Upgrade' })).toBeVisible();
});

test('a declined card keeps the visitor on the checkout page with the reason, and nothing changes', async ({ page }) => {
  await signUpFresh(page);
  await pressOnCard(page, 'Starter', 'Subscribe');
  await payWith(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  await page.goto('/pricing');
  await expect(card(page, 'Starter').getByRole('button', { name: 'Subscribe' })).toBeVisible();
});

test('an expired coupon at checkout shows the spec toast and leaves the browser', async ({ page }) => {
  await signUpFresh(page);
  await page.evaluate(() =>
    localStorage.setItem('xi:coupon', JSON.stringify({ promocode: 'expired-coupon', amount_off: null, percent_off: 50, duration_in_months: 1 })),
  );
  await pressOnCard(page, 'Creator', 'Subscribe');
  const toasts = page.getByRole('region', { name: /Notifications/ });
  await expect(toasts.getByText("This coupon has expired, please use a different one. We've removed it from your browser.")).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('xi:coupon'))).toBeNull();
  await expect(page).toHaveURL(/\/pricing/);
});

test('logged-out visitors see every plan and every button leads to sign-up', async ({ page }) => {
  await page.goto('/pricing');
  await expect(card(page, 'Creator').getByText('$11')).toBeVisible();
  await card(page, 'Pro').getByRole('button').click();
  await expect(page).toHaveURL(/\/app\/sign-up/);
});

test('an EUR subscription shows its prices as amount€', async ({ page, request }) => {
  await signUpFresh(page);
  const session = await page.evaluate(() => localStorage.getItem('xi:session'));
  const { accessToken } = JSON.parse(session ?? '{}') as { accessToken: string };
  const checkout = await request.post(`${API_URL}/create-checkout-session`, {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { subscription_type: 'creator', billing_period: 'monthly_period', currency: 'eur' },
  });
  expect(checkout.ok()).toBe(true);
  const { url } = (await checkout.json()) as { url: string };
  await page.goto(url);
  await payWith(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/app\/subscription/);
  await page.goto('/pricing');
  await expect(card(page, 'Creator').getByRole('button', { name: 'Cancel Subscription' })).toBeVisible();
  await expect(card(page, 'Pro').getByText('94€')).toBeVisible();
});

test('payouts: setting up the account opens the provider page and comes back to /app/payouts', async ({ page }) => {
  await signUpFresh(page);
  await page.goto('/app/payouts');
  await page.getByRole('button', { name: 'Set up payouts' }).click();
  await expect(page.getByRole('heading', { name: 'Set up payouts', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Submit details' }).click();
  await expect(page).toHaveURL(/\/app\/payouts/);
});
