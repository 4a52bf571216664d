import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The throwaway API the Playwright config starts (see playwright.config.ts). */
export const API_URL = 'http://localhost:8797';

/** A fresh address per test, so journeys never share an account. */
export const freshEmail = (label: string): string =>
  `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;

interface Mail {
  readonly subject: string;
  readonly link: string | null;
}

/** The newest mail to an address whose subject matches, read from the development outbox. */
export const latestMailLink = async (request: APIRequestContext, to: string, subject: RegExp): Promise<string> => {
  let link: string | null = null;
  await expect
    .poll(async () => {
      const response = await request.get(`${API_URL}/v1/dev/mailbox`, { params: { to } });
      const { mails } = (await response.json()) as { mails: Mail[] };
      link = mails.find((mail) => subject.test(mail.subject))?.link ?? null;
      return link;
    }, { timeout: 15_000 })
    .not.toBeNull();
  return link ?? '';
};

export const signIn = async (page: Page, email: string, password: string): Promise<void> => {
  await page.goto('/app/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
};

export const signOut = async (page: Page): Promise<void> => {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
};
