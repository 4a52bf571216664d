export { APP_ROUTES, ADD_SECOND_FACTOR_DIALOG, voiceLabShareRoute, studioProjectRoute, type AppRoute } from './app-routes.js';
export {
  PUBLIC_ROUTES,
  customerRoute,
  languageRoute,
  useCaseRoute,
  soundEffectRoute,
  type PublicRoute,
} from './public-routes.js';
export { isKnownRoute, type KnownRoute } from './known-routes.js';
export {
  REDIRECT_ALLOWED_PATH_NAMES,
  INTEGRATION_CALLBACK_ROUTE,
  INTEGRATION_CALLBACK_QUERY_NAMES,
  isAllowedRedirectTarget,
} from './redirect-allow-list.js';
export {
  parseSafeRedirect,
  safeRedirect,
  redirectFallback,
  REFUSED_FALLBACK_REDIRECT,
  routeRedirect,
  appendQueryParams,
  type SafeRedirect,
  type RedirectRejection,
} from './safe-redirect.js';
export { isValidUrl, isSecureUrl } from './url-checks.js';
