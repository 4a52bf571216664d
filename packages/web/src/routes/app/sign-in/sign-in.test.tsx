import { act, screen, waitFor } from '@testing-library/react';
import { InvalidCredentials } from '@cadence/application';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { SIGNED_IN } from '../../../test/fakes';
import { currentHref, renderApp } from '../../../test/render-app';

const signIn = async (app: ReturnType<typeof renderApp>) => {
  await app.user.type(await screen.findByLabelText('Email'), 'ada@example.com');
  await app.user.type(screen.getByLabelText('Password'), 'correct horse 1!');
  await app.user.click(screen.getByRole('button', { name: 'Sign in' }));
};

describe('/app/sign-in', () => {
  it('signs in with the typed credentials and follows a safe redirect', async () => {
    const app = renderApp('/app/sign-in?redirect=%2Fapp%2Fhome%3FnewUser%3Dtrue');
    await signIn(app);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Cadence' })).toBeDefined();
    expect(app.session.calls.signIn).toEqual([['ada@example.com', 'correct horse 1!']]);
    expect(currentHref(app.router)).toBe('/app/home?newUser=true');
  });

  it('accepts a same-origin absolute redirect as its path', async () => {
    const app = renderApp(`/app/sign-in?redirect=${encodeURIComponent('https://cadence.test/app/home?newUser=true')}`);
    await signIn(app);
    await waitFor(() => expect(currentHref(app.router)).toBe('/app/home?newUser=true'));
  });

  it.each([
    ['another origin', 'https://evil.example/app/home?newUser=true'],
    ['a protocol-relative address', '//evil.example/app/home'],
    ['a path off the allow-list', '/app/not-a-known-page'],
    ['a script address', 'javascript:alert(1)'],
  ])('refuses %s and falls back to /app/home', async (_, candidate) => {
    const app = renderApp(`/app/sign-in?redirect=${encodeURIComponent(candidate)}`);
    await signIn(app);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeDefined();
    expect(currentHref(app.router)).toBe('/app/home');
  });

  it('shows the server message when sign-in fails and stays on the page', async () => {
    const app = renderApp('/app/sign-in');
    app.session.signInAnswer = () => E.left(InvalidCredentials('Invalid email or password.'));
    await signIn(app);
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password.');
    expect(currentHref(app.router)).toBe('/app/sign-in');
  });

  it('sends a signed-in visitor on to the safe redirect', async () => {
    const app = renderApp('/app/sign-in?redirect=%2Fapp%2Fhome%3FnewUser%3Dtrue', { session: SIGNED_IN });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Cadence' })).toBeDefined();
    expect(currentHref(app.router)).toBe('/app/home?newUser=true');
  });

  it('links to password recovery and to sign-up', async () => {
    const app = renderApp('/app/sign-in');
    await app.user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeDefined();
    await app.user.click(screen.getByRole('link', { name: 'Back to sign in' }));
    await app.user.click(await screen.findByRole('link', { name: 'Sign up' }));
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeDefined();
  });
});

describe('/app/sign-in while the session changes', () => {
  it('sends the visitor on when a sign-in happens elsewhere (another tab, a follow-up sign-in)', async () => {
    const app = renderApp('/app/sign-in?redirect=%2Fapp%2Fhome%3FnewUser%3Dtrue');
    await screen.findByRole('heading', { name: 'Sign in to Cadence' });
    act(() => app.session.state.next(SIGNED_IN));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Cadence' })).toBeDefined();
    expect(currentHref(app.router)).toBe('/app/home?newUser=true');
  });
});
