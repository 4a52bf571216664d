import type { AccountActionView } from '@cadence/application';
import { ACTION_DIALOG_COPY, type ActionDialogState } from '@cadence/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NO_DIALOG } from '../../test/fakes';
import { currentHref, renderApp } from '../../test/render-app';

const QUERY = '/app/action?mode=resetPassword&oobCode=code-1&continueUrl=%2Fapp%2Fsign-in';

const open = (dialog: Exclude<ActionDialogState, 'none'>, extra: Partial<AccountActionView> = {}): AccountActionView => ({
  ...NO_DIALOG,
  dialog,
  copy: ACTION_DIALOG_COPY[dialog],
  ...extra,
});

const renderAction = async (view: AccountActionView, url = QUERY) => {
  const app = renderApp(url);
  await screen.findByRole('heading', { level: 1 });
  act(() => app.accountAction.view.next(view));
  return app;
};

describe('/app/action', () => {
  it('starts the handler with the query and the current address', async () => {
    const app = renderApp(QUERY);
    await waitFor(() => expect(app.accountAction.calls.start).toHaveLength(1));
    expect(app.accountAction.calls.start[0]).toEqual([
      { mode: 'resetPassword', oobCode: 'code-1', continueUrl: '/app/sign-in' },
      QUERY,
    ]);
  });

  it.each([
    ['needsVerifyEmail', 'Email Verification', 'Go to sign in'],
    ['changePasswordSucceeded', 'Password has been changed', 'Continue'],
    ['changePasswordFailed', 'An error occurred', 'Close'],
    ['optOutUpdatesSuccess', 'Opted out of updates', 'Close'],
    ['optOutUpdatesFailed', 'An error occurred', 'Close'],
  ] as const)('shows %s as "%s" whose button closes it', async (dialog, title, button) => {
    const app = await renderAction(open(dialog));
    const shown = await screen.findByRole('dialog', { name: title });
    await app.user.click(within(shown).getByRole('button', { name: button }));
    expect(app.accountAction.calls.close).toBe(1);
  });

  it('asks to grant support access with the spec text; Grant Access and Decline send their intents', async () => {
    const app = await renderAction(open('grantSupportAccess'));
    const shown = await screen.findByRole('dialog', { name: 'Grant Support Access to Your Account' });
    expect(within(shown).getByText('Do you want to grant our support team temporary access to your account?')).toBeDefined();
    await app.user.click(within(shown).getByRole('button', { name: 'Grant Access' }));
    expect(app.accountAction.calls.grantSupportAccess).toBe(1);
    await app.user.click(within(shown).getByRole('button', { name: 'Decline' }));
    expect(app.accountAction.calls.declineSupportAccess).toBe(1);
    expect(app.accountAction.calls.close).toBe(0);
  });

  it('asks for the new password in the two labelled fields and submits both', async () => {
    const app = await renderAction(open('changePassword', { email: 'ada@example.com' }));
    const shown = await screen.findByRole('dialog', { name: 'Please enter your new Password' });
    expect(within(shown).getByText('For the account ada@example.com.')).toBeDefined();
    await app.user.type(within(shown).getByLabelText('Your new password'), 'abcdefg1!');
    await app.user.type(within(shown).getByLabelText('Repeat new password'), 'abcdefg1?');
    await app.user.click(within(shown).getByRole('button', { name: 'Change password' }));
    expect(app.accountAction.calls.submitNewPassword).toEqual([['abcdefg1!', 'abcdefg1?']]);
  });

  it('shows the form error and disables submit while submitting', async () => {
    const app = await renderAction(open('changePassword', { formError: 'Your passwords do not match' }));
    const shown = await screen.findByRole('dialog', { name: 'Please enter your new Password' });
    expect(within(shown).getByRole('alert').textContent).toBe('Your passwords do not match');
    act(() => app.accountAction.view.next(open('changePassword', { submitting: true })));
    expect((within(shown).getByRole('button', { name: 'Change password' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('disables submit when the page has no query parameters', async () => {
    await renderAction(open('changePassword'), '/app/action');
    const shown = await screen.findByRole('dialog', { name: 'Please enter your new Password' });
    expect((within(shown).getByRole('button', { name: 'Change password' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the unknown-mode error on the page', async () => {
    const app = await renderAction({ ...NO_DIALOG, modeError: 'Unknown received for firebase handler' }, '/app/action?mode=nope');
    expect((await screen.findByRole('alert')).textContent).toBe('Unknown received for firebase handler');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(app.accountAction.calls.start).toHaveLength(1);
  });

  it("shows the handler's notices as toasts and follows its navigations", async () => {
    const app = await renderAction(NO_DIALOG);
    act(() => app.notifications.notify({ type: 'toast', kind: 'success', message: 'Thank you for granting us access to your account!' }));
    const region = screen.getByRole('region', { name: /notifications/i });
    await waitFor(() => expect(region.textContent).toContain('Thank you for granting us access to your account!'));
    act(() => app.notifications.notify({ type: 'navigate', to: '/app/sign-in?internalCode=42' }));
    await waitFor(() => expect(currentHref(app.router)).toBe('/app/sign-in?internalCode=42'));
    expect(await screen.findByRole('heading', { name: 'Sign in to Cadence' })).toBeDefined();
  });
});
