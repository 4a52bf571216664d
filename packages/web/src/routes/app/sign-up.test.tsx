import { screen, within } from '@testing-library/react';
import { EmailTaken, Unavailable, WeakPassword } from '@cadence/application';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

/** The checklist lines as "label: met" pairs, in order. */
const checklist = (): readonly string[] =>
  within(screen.getByRole('list', { name: 'Security requirements' }))
    .getAllByRole('listitem')
    .map((item) => `${item.querySelector('span:nth-child(2)')?.textContent ?? ''}: ${item.dataset['met'] ?? ''}`);

describe('/app/sign-up', () => {
  it('updates the password checklist live as the password is typed', async () => {
    const app = renderApp('/app/sign-up');
    const password = await screen.findByLabelText('Password');
    expect(checklist()).toEqual([
      'Minimum 8 letters: false',
      'At least one number: false',
      'At least one special character: false',
    ]);
    await app.user.type(password, 'abc1');
    expect(checklist()).toEqual([
      'Minimum 8 letters: false',
      'At least one number: true',
      'At least one special character: false',
    ]);
    await app.user.type(password, 'defgh');
    expect(checklist()).toEqual([
      'Minimum 8 letters: true',
      'At least one number: true',
      'At least one special character: false',
    ]);
    await app.user.type(password, '!');
    expect(checklist()).toEqual([
      'Minimum 8 letters: true',
      'At least one number: true',
      'At least one special character: true',
    ]);
    await app.user.clear(password);
    expect(checklist()).toEqual([
      'Minimum 8 letters: false',
      'At least one number: false',
      'At least one special character: false',
    ]);
  });

  it('describes the password field with the checklist', async () => {
    renderApp('/app/sign-up');
    const password = await screen.findByLabelText('Password');
    const describedBy = password.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toContain('Minimum 8 letters');
  });

  it('sends the form and shows that a verification e-mail was sent', async () => {
    const app = renderApp('/app/sign-up');
    await app.user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await app.user.type(screen.getByLabelText('Password'), 'abcdefg1!');
    await app.user.click(screen.getByRole('checkbox', { name: 'Send me product updates and news by e-mail.' }));
    await app.user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeDefined();
    expect(screen.getByText('ada@example.com').tagName).toBe('STRONG');
    expect(app.session.calls.signUp).toEqual([
      {
        email: 'ada@example.com',
        password: 'abcdefg1!',
        agreesToProductUpdates: true,
        continueUrl: 'https://cadence.test/app/sign-in',
      },
    ]);
  });

  it("shows the domain's message for a weak password", async () => {
    const app = renderApp('/app/sign-up');
    const message = "Your password doesn't meet our security requirements: at least one special character.";
    app.session.signUpAnswer = () => E.left(WeakPassword(message));
    await app.user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await app.user.type(screen.getByLabelText('Password'), 'abcdefg1');
    await app.user.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('shows the server message of a failed call, and the generic one for a server error', async () => {
    const app = renderApp('/app/sign-up');
    app.session.signUpAnswer = () => E.left(EmailTaken('This e-mail is taken.'));
    await app.user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await app.user.type(screen.getByLabelText('Password'), 'abcdefg1!');
    await app.user.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This e-mail is taken.');
    app.session.signUpAnswer = () => E.left(Unavailable());
    await app.user.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong, please try again later.');
  });
});
