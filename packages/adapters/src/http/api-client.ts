import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from '../generated/api.js';

/** The one HTTP client of the product, typed by the OpenAPI contract. */
export type ApiClient = Client<paths>;

/** What the client needs: the API's base URL and the current access token (null when signed out). */
export interface ApiClientOptions {
  readonly baseUrl: string;
  readonly accessToken: () => string | null;
  /** Another fetch (tests); defaults to the global one. */
  readonly fetch?: (request: Request) => Promise<Response>;
}

/** Adds `Authorization: Bearer <token>` to every request while a token is known. */
export const bearerAuth = (accessToken: () => string | null): Middleware => ({
  onRequest({ request }) {
    const token = accessToken();
    if (token !== null && token !== '') request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  },
});

/** Builds the API client on openapi-fetch with the bearer middleware. */
export const createApiClient = (options: ApiClientOptions): ApiClient => {
  const client = createClient<paths>({
    baseUrl: options.baseUrl,
    ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
  });
  client.use(bearerAuth(options.accessToken));
  return client;
};
