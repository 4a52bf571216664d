import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SIGNED_IN } from '../test/fakes';
import { renderApp } from '../test/render-app';

const placement = async (): Promise<string | null> =>
  (await screen.findByRole('region', { name: /notifications/i })).querySelector('[data-placement]')?.getAttribute('data-placement') ?? null;

describe('the toast area', () => {
  it.each([
    ['/app/sign-in', 'top-center'],
    ['/app/sign-up', 'top-center'],
    ['/app/sign-in/forgot-password', 'bottom-right'],
    ['/app/action?mode=verifyEmail', 'bottom-right'],
    ['/app/home', 'bottom-right'],
    ['/no-such-page', 'bottom-right'],
  ])('on %s sits %s', async (url, expected) => {
    renderApp(url, { session: url === '/app/home' ? SIGNED_IN : { status: 'signedOut' } });
    await screen.findByRole('heading', { level: 1 });
    expect(await placement()).toBe(expected);
  });

  it('moves when the route changes', async () => {
    const app = renderApp('/app/sign-in');
    await screen.findByRole('heading', { name: 'Sign in to Cadence' });
    expect(await placement()).toBe('top-center');
    await app.user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    await screen.findByRole('heading', { name: 'Reset your password' });
    expect(await placement()).toBe('bottom-right');
  });

  it('shows at most three toasts, the newest', async () => {
    const app = renderApp('/app/sign-in');
    await screen.findByRole('heading', { name: 'Sign in to Cadence' });
    ['one', 'two', 'three', 'four'].forEach((message) => app.toaster.show('info', message));
    const region = await screen.findByRole('region', { name: /notifications/i });
    // The toasts render after the toaster emits; the region itself is there from the start.
    await waitFor(() => expect(region.querySelectorAll('li')).toHaveLength(3));
    expect(region.textContent).not.toContain('one');
    expect(region.textContent).toContain('four');
  });
});

describe('the root routes', () => {
  it('sends / to the home page', async () => {
    const app = renderApp('/', { session: SIGNED_IN });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeDefined();
    expect(app.router.state.location.pathname).toBe('/app/home');
  });

  it('shows a not-found page for an unknown address', async () => {
    renderApp('/app/definitely-not-a-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Go to home' })).toBeDefined();
  });
});
