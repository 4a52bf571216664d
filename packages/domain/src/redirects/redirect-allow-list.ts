import { isKnownRoute, withoutTrailingSlash } from './known-routes.js';

/** The path names the redirect allow-list admits, each as /<name> or /app/<name> and anything below it. */
export const REDIRECT_ALLOWED_PATH_NAMES = [
  'affiliates',
  'audio-native',
  'history',
  'request-alpha-access',
  'subscription',
  'usage',
  'speech-synthesis',
  'dubs',
  'redirect',
] as const;

/** The callback route of the hosting-platform integration (Vercel) that the redirect allow-list admits. */
export const INTEGRATION_CALLBACK_ROUTE = '/app/integrations/vercel/callback';

/** The query names the integration callback may carry; code and configurationId are required. */
export const INTEGRATION_CALLBACK_QUERY_NAMES = ['code', 'configurationId', 'next', 'source', 'teamId'] as const;

const ID = '[A-Za-z0-9_-]+';

/** Parameterised route shapes: API resources, shared voices, projects, sound effects and marketing detail pages. */
const ALLOWED_SHAPES: readonly RegExp[] = [
  `/v1/dubs/${ID}`,
  `/v1/projects/${ID}`,
  `/app/voice-lab/share/${ID}/${ID}`,
  `/app/studio/${ID}`,
  `/sound-effects/${ID}`,
  `/customers/${ID}`,
  `/languages/${ID}`,
  `/use-cases/${ID}`,
].map((shape) => new RegExp(`^${shape}$`));

const hasAllowedPathName = (segments: readonly string[]): boolean => {
  const name = segments[0] === 'app' ? segments[1] : segments[0];
  return (REDIRECT_ALLOWED_PATH_NAMES as readonly (string | undefined)[]).includes(name);
};

const isIntegrationCallbackQuery = (query: string | null): boolean => {
  const names = (query ?? '').split('&').map((pair) => pair.split('=')[0] ?? '');
  const allowed: readonly string[] = INTEGRATION_CALLBACK_QUERY_NAMES;
  return (
    names.every((name) => allowed.includes(name)) &&
    new Set(names).size === names.length &&
    names.includes('code') &&
    names.includes('configurationId')
  );
};

/**
 * True when a same-origin path (and its query, for the integration callback) is on the redirect allow-list:
 * a known route, an allowed path name, or one of the allowed shapes.
 */
export const isAllowedRedirectTarget = (path: string, query: string | null): boolean => {
  const normalised = withoutTrailingSlash(path);
  if (normalised === INTEGRATION_CALLBACK_ROUTE) return isIntegrationCallbackQuery(query);
  return (
    isKnownRoute(normalised) ||
    hasAllowedPathName(normalised.split('/').slice(1)) ||
    ALLOWED_SHAPES.some((shape) => shape.test(normalised))
  );
};
