import { APP_ROUTES, DEFAULT_ACTION_LANG, routeRedirect, safeRedirect, type ActionMode } from '@cadence/domain';

/** The modes whose codes travel in an /app/action link. */
export type LinkMode = Exclude<ActionMode, 'recoverEmail'>;

/**
 * Where a link continues after the action: the candidate when it passes the domain's redirect rule for the app
 * origin, else the sign-in route; always absolute on the app origin.
 */
export const continueUrlFor = (appOrigin: string, candidate: string | undefined): string => {
  const fallback = routeRedirect(APP_ROUTES.signIn);
  return `${appOrigin}${candidate === undefined ? fallback : safeRedirect(candidate, appOrigin, fallback)}`;
};

/** ${APP_ORIGIN}/app/action?mode=…&oobCode=…&continueUrl=…&lang=en */
export const actionLink = (appOrigin: string, mode: LinkMode, code: string, continueUrl: string): string => {
  const query = new URLSearchParams({ mode, oobCode: code, continueUrl, lang: DEFAULT_ACTION_LANG });
  return `${appOrigin}${APP_ROUTES.action}?${query.toString()}`;
};

/** The home page, which applies (or with isReverting reverts) an e-mail change with the code in internalCode. */
export const emailChangeLink = (appOrigin: string, code: string, reverting: boolean): string => {
  const query = new URLSearchParams({ internalCode: code, ...(reverting ? { isReverting: 'true' } : {}) });
  return `${appOrigin}${APP_ROUTES.home}?${query.toString()}`;
};

/** Where links that are not about signing in continue: the home page. */
export const homeUrl = (appOrigin: string): string => `${appOrigin}${APP_ROUTES.home}`;
