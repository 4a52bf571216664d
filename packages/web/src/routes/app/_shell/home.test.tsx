import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SIGNED_IN } from '../../../test/fakes';
import { renderApp } from '../../../test/render-app';

/** The search the home route validated. */
const homeSearch = (app: ReturnType<typeof renderApp>): unknown =>
  app.router.state.matches.find((match) => match.routeId === '/app/_shell/home')?.search;

describe('/app/home', () => {
  it('welcomes a new user and reads the other parameters', async () => {
    const app = renderApp('/app/home?newUser=true&internalCode=abc&isReverting=false&training_opt_out=true', { session: SIGNED_IN });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Cadence' })).toBeDefined();
    expect(homeSearch(app)).toEqual({
      newUser: true,
      internalCode: 'abc',
      isReverting: false,
      training_opt_out: true,
    });
  });

  it('drops parameters that do not decode', async () => {
    const app = renderApp('/app/home?newUser=yes&internalCode=', { session: SIGNED_IN });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeDefined();
    expect(homeSearch(app)).toEqual({ newUser: undefined, internalCode: undefined });
  });

  it("shows the user's e-mail and workspace", async () => {
    renderApp('/app/home', { session: SIGNED_IN });
    const main = await screen.findByRole('main');
    expect(main.textContent).toContain('Signed in as ada@example.com.');
    expect(screen.getByRole('region', { name: 'Workspace' }).textContent).toContain('Analytical Engines');
  });
});
