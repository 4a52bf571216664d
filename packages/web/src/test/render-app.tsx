import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionState } from '@cadence/application';
import { createColorThemeController } from '../app/color-theme';
import { createAppRouter } from '../app/router';
import type { RouterContext } from '../app/router-context';
import { createToaster } from '../app/toaster';
import { createFakeAccountAction, createFakeForgotPassword, createFakeSession, InMemoryKeyValueStore, SIGNED_OUT } from './fakes';

/** The origin the tests' redirect rule compares against. */
export const TEST_ORIGIN = 'https://cadence.test';

/** Renders the real router at `url` on memory history, with fake use-cases in its context. */
export const renderApp = (url: string, options: { readonly session?: SessionState; readonly storage?: InMemoryKeyValueStore } = {}) => {
  const session = createFakeSession(options.session ?? SIGNED_OUT);
  const accountAction = createFakeAccountAction();
  const forgotPassword = createFakeForgotPassword();
  const storage = options.storage ?? new InMemoryKeyValueStore();
  const toaster = createToaster();
  const context: RouterContext = {
    session: session.session,
    accountAction: accountAction.accountAction,
    forgotPassword: forgotPassword.forgotPassword,
    colorTheme: createColorThemeController(storage),
    toaster,
    origin: TEST_ORIGIN,
  };
  const router = createAppRouter(context, createMemoryHistory({ initialEntries: [url] }));
  const user = userEvent.setup();
  const view = render(<RouterProvider router={router} />);
  return { ...view, router, user, session, accountAction, forgotPassword, storage, toaster };
};

/** The current address of the router (path and search). */
export const currentHref = (router: ReturnType<typeof renderApp>['router']): string => router.state.location.href;
