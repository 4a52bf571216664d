import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen';
import type { ToastPlacement } from '../ui/toasts/toast-settings';
import type { RouterContext } from './router-context';
import { parseSearch, stringifySearch } from './search-params';

/** Builds the router over the generated route tree with the use-cases in its context. */
export const createAppRouter = (context: RouterContext, history?: RouterHistory) =>
  createRouter({
    routeTree,
    context,
    parseSearch,
    stringifySearch,
    defaultPreload: 'intent',
    scrollRestoration: true,
    ...(history === undefined ? {} : { history }),
  });

/** The app's router type. */
export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
  interface StaticDataRouteOption {
    /** Where the toast area sits on this route; bottom right when absent. */
    readonly toastPlacement?: ToastPlacement;
  }
}
