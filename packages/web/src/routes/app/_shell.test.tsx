import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InMemoryKeyValueStore, SIGNED_IN, SIGNED_OUT } from '../../test/fakes';
import { currentHref, renderApp } from '../../test/render-app';

describe('the signed-in shell', () => {
  it('sends a signed-out visitor to sign-in with the page as the redirect parameter', async () => {
    const app = renderApp('/app/home?newUser=true');
    expect(await screen.findByRole('heading', { name: 'Sign in to Cadence' })).toBeDefined();
    expect(app.router.state.location.pathname).toBe('/app/sign-in');
    expect(app.router.state.location.search).toEqual({ redirect: '/app/home?newUser=true' });
  });

  it('shows the product name, the user and the workspace', async () => {
    const app = renderApp('/app/home', { session: SIGNED_IN });
    const banner = await screen.findByRole('banner');
    expect(banner.textContent).toContain('Cadence');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeDefined();
    expect(screen.getAllByText('ada@example.com').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Analytical Engines').length).toBeGreaterThan(0);
    expect(screen.getByText('Creator')).toBeDefined();
    expect(app.session.calls.signOut).toBe(0);
  });

  it('applies a coupon kept from an e-mail link once, and shows its toast', async () => {
    const app = renderApp('/app/home', {
      session: SIGNED_IN,
      couponNotices: [{ type: 'toast', kind: 'success', message: 'Coupon code special-offer-50 applied' }],
    });
    expect(await screen.findByText('Coupon code special-offer-50 applied')).toBeDefined();
    expect(app.storedCoupon.applied).toBe(1);
  });

  it('links to the plans, subscription and usage pages from the header', async () => {
    const app = renderApp('/app/home', { session: SIGNED_IN });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await app.user.click(within(nav).getByRole('link', { name: 'Subscription' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Subscription' })).toBeDefined();
    await app.user.click(within(nav).getByRole('link', { name: 'Usage' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Usage' })).toBeDefined();
    await app.user.click(within(nav).getByRole('link', { name: 'Plans' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Plans and pricing' })).toBeDefined();
    expect(app.router.state.location.pathname).toBe('/pricing');
  });

  it('offers the same sections from the navigation menu (what small screens show instead of the links)', async () => {
    const app = renderApp('/app/home', { session: SIGNED_IN });
    await app.user.click(await screen.findByRole('button', { name: 'Navigation' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Home', 'Text to speech', 'Plans', 'Subscription', 'Usage', 'Payouts', 'API keys',
    ]);
    await app.user.click(screen.getByRole('menuitem', { name: 'Usage' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Usage' })).toBeDefined();
    expect(app.router.state.location.pathname).toBe('/app/usage');
  });

  it('signs out from the user menu and ends on the sign-in page', async () => {
    const app = renderApp('/app/home', { session: SIGNED_IN });
    await app.user.click(await screen.findByRole('button', { name: 'User menu' }));
    await app.user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in to Cadence' })).toBeDefined();
    expect(app.session.calls.signOut).toBe(1);
    expect(currentHref(app.router)).toBe('/app/sign-in');
  });

  it('leaves for sign-in when the session ends elsewhere (another tab)', async () => {
    const app = renderApp('/app/home', { session: SIGNED_IN });
    await screen.findByRole('banner');
    act(() => app.session.state.next(SIGNED_OUT));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/app/sign-in'));
    expect(app.router.state.location.search).toEqual({ redirect: '/app/home' });
  });

  it('toggles the colour theme and stores it under the colour-theme key', async () => {
    const storage = new InMemoryKeyValueStore();
    const app = renderApp('/app/home', { session: SIGNED_IN, storage });
    await app.user.click(await screen.findByRole('button', { name: 'Switch to dark theme' }));
    expect(storage.entries.get('color-theme')).toBe('dark');
    expect(document.documentElement.dataset['theme']).toBe('dark');
    await app.user.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(storage.entries.get('color-theme')).toBe('light');
    expect(document.documentElement.dataset['theme']).toBe('light');
  });

  it('starts in the stored theme, and in light when the stored value is not a theme', async () => {
    const storage = new InMemoryKeyValueStore();
    storage.set('color-theme', 'dark');
    renderApp('/app/home', { session: SIGNED_IN, storage });
    expect(await screen.findByRole('button', { name: 'Switch to light theme' })).toBeDefined();
  });

  it('treats a stored value that is not a theme as absent', async () => {
    const storage = new InMemoryKeyValueStore();
    storage.set('color-theme', 'purple');
    renderApp('/app/home', { session: SIGNED_IN, storage });
    expect(await screen.findByRole('button', { name: 'Switch to dark theme' })).toBeDefined();
    expect(document.documentElement.dataset['theme']).toBe('light');
  });
});
