import { screen } from '@testing-library/react';
import { toast, Unavailable } from '@cadence/application';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';

describe('/app/sign-in/forgot-password', () => {
  it('requests the reset e-mail with the sign-in page as the continue link and confirms it', async () => {
    const app = renderApp('/app/sign-in/forgot-password');
    await app.user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await app.user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeDefined();
    expect(app.forgotPassword.calls).toEqual([['ada@example.com', 'https://cadence.test/app/sign-in']]);
  });

  it('keeps the form after a failure, whose toast (raised by the use-case through Notifications) shows', async () => {
    const app = renderApp('/app/sign-in/forgot-password');
    app.forgotPassword.answer = () => {
      app.notifications.notify(toast('error', 'An error occurred while requesting the password change.'));
      return E.left(Unavailable());
    };
    await app.user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await app.user.click(screen.getByRole('button', { name: 'Send reset link' }));
    const region = await screen.findByRole('region', { name: /notifications/i });
    expect((await screen.findAllByText('An error occurred while requesting the password change.')).length).toBeGreaterThan(0);
    expect(region.textContent).toContain('An error occurred while requesting the password change.');
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeDefined();
  });
});
