import { APP_ROUTES, type AppRoute } from './app-routes.js';
import { PUBLIC_ROUTES, type PublicRoute } from './public-routes.js';

/** Any route of the route map that has no parameters. */
export type KnownRoute = AppRoute | PublicRoute;

/** Drops one trailing slash (except from the root) so /blog and /blog/ compare equal. */
export const withoutTrailingSlash = (path: string): string =>
  path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;

const KNOWN_PATHS: ReadonlySet<string> = new Set(
  [...Object.values(APP_ROUTES), ...Object.values(PUBLIC_ROUTES)].map(withoutTrailingSlash),
);

/** True when the path (trailing slash ignored) is one of the route map's parameterless routes. */
export const isKnownRoute = (path: string): boolean => KNOWN_PATHS.has(withoutTrailingSlash(path));
