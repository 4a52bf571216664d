import { expect, test } from '@playwright/test';
import { freshEmail, latestMailLink, signIn, signOut } from './support.js';

const PASSWORD = 'Str0ng!password';

test('sign up, verify the e-mail from the mailbox, sign out and sign in again', async ({ page, request }) => {
  const email = freshEmail('signup');
  await page.goto('/app/sign-up');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();

  const link = await latestMailLink(request, email, /verify/i);
  expect(link).toContain('/app/action?mode=verifyEmail');
  await page.goto(link);
  const dialog = page.getByRole('dialog', { name: 'Email Verification' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Go to sign in' }).click();
  await expect(page).toHaveURL(/\/app\/(home|sign-in)/);

  await page.goto('/app/home');
  await signOut(page);
  await expect(page).toHaveURL(/\/app\/sign-in/);

  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/app\/home/);
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
});

test('forgot password: a weak password is refused with the spec message, a strong one works', async ({ page, request }) => {
  const email = freshEmail('reset');
  await page.goto('/app/sign-up');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await page.evaluate(() => localStorage.clear());

  await page.goto('/app/sign-in/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  const link = await latestMailLink(request, email, /reset/i);
  expect(link).toContain('/app/action?mode=resetPassword');

  await page.goto(link);
  const form = page.getByRole('dialog', { name: 'Please enter your new Password' });
  await form.getByLabel('Your new password').fill('weakpass');
  await form.getByLabel('Repeat new password').fill('weakpass');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText("Your password doesn't meet our security requirements: ")).toBeVisible();

  const newPassword = 'N3w!password';
  await form.getByLabel('Your new password').fill(newPassword);
  await form.getByLabel('Repeat new password').fill(newPassword);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('dialog', { name: 'Password has been changed' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/app\/home/);

  await signOut(page);
  await expect(page).toHaveURL(/\/app\/sign-in/);
  await signIn(page, email, PASSWORD);
  await expect(page.getByRole('alert').or(page.getByRole('status')).first()).toBeVisible();
  await expect(page).toHaveURL(/\/app\/sign-in/);
  await signIn(page, email, newPassword);
  await expect(page).toHaveURL(/\/app\/home/);
});

test('a tampered redirect parameter never leaves the origin', async ({ page, baseURL }) => {
  for (const tampered of ['https://evil.example/app/home', '//evil.example/app/home', '/\\evil.example', 'javascript:alert(1)']) {
    await page.goto(`/app/sign-in?redirect=${encodeURIComponent(tampered)}`);
    await page.getByLabel('Email').fill('demo@cadence.dev');
    await page.getByLabel('Password', { exact: true }).fill('Cadence-demo-2026!');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/app\/home/);
    expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? '').origin);
    await signOut(page);
    await expect(page).toHaveURL(/\/app\/sign-in/);
  }
});

test('signing out in one tab signs out the other', async ({ context }) => {
  const first = await context.newPage();
  await signIn(first, 'demo@cadence.dev', 'Cadence-demo-2026!');
  await expect(first).toHaveURL(/\/app\/home/);
  const second = await context.newPage();
  await second.goto('/app/home');
  await expect(second.getByText('Signed in as demo@cadence.dev')).toBeVisible();

  await signOut(first);
  await expect(first).toHaveURL(/\/app\/sign-in/);
  await expect(second).toHaveURL(/\/app\/sign-in/, { timeout: 10_000 });
});
