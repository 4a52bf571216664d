import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SIGNED_IN } from '../../test/fakes';
import { currentHref, renderApp } from '../../test/render-app';

// Every page only a signed-out visitor needs: a signed-in visitor is sent into the app through the redirect rule.
const SIGNED_OUT_ONLY = ['/app/sign-in', '/app/sign-up', '/app/sign-in/forgot-password'] as const;

describe('signed-out-only pages opened while signed in', () => {
  it.each(SIGNED_OUT_ONLY)('%s sends a signed-in visitor to the home page', async (path) => {
    const app = renderApp(path, { session: SIGNED_IN });
    expect(await screen.findByRole('heading', { level: 1, name: /^Welcome back/ })).toBeDefined();
    expect(currentHref(app.router)).toBe('/app/home');
  });

  it.each(SIGNED_OUT_ONLY)('%s follows a redirect the rule accepts', async (path) => {
    const app = renderApp(`${path}?redirect=${encodeURIComponent('https://cadence.test/app/home?newUser=true')}`, { session: SIGNED_IN });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Cadence' })).toBeDefined();
    expect(currentHref(app.router)).toBe('/app/home?newUser=true');
  });

  it.each(SIGNED_OUT_ONLY)('%s refuses an off-site redirect and falls back to the home page', async (path) => {
    const app = renderApp(`${path}?redirect=${encodeURIComponent('https://evil.example/app/home?newUser=true')}`, { session: SIGNED_IN });
    expect(await screen.findByRole('heading', { level: 1, name: /^Welcome back/ })).toBeDefined();
    expect(currentHref(app.router)).toBe('/app/home');
  });

  it('leaves /app/action open to a signed-in visitor (its links work signed in)', async () => {
    const app = renderApp('/app/action?mode=verifySignInRequest&oobCode=sr', { session: SIGNED_IN });
    expect(await screen.findByRole('heading', { level: 1 })).toBeDefined();
    expect(currentHref(app.router)).toBe('/app/action?mode=verifySignInRequest&oobCode=sr');
  });
});
