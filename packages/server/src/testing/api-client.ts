import type { Hono } from 'hono';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read loosely in tests; the app checks them against the contract
export type Json = any;

export interface ApiAnswer {
  readonly status: number;
  readonly body: Json;
  readonly headers: Headers;
}

export interface CallOptions {
  readonly body?: unknown;
  /** Sent as is, instead of JSON-encoding body. */
  readonly rawBody?: string;
  readonly token?: string;
  readonly headers?: Readonly<Record<string, string>>;
}

/** In-process calls through app.request(), JSON in and out. */
export interface ApiClient {
  call(method: string, path: string, options?: CallOptions): Promise<ApiAnswer>;
  get(path: string, token?: string): Promise<ApiAnswer>;
  post(path: string, body?: unknown, token?: string): Promise<ApiAnswer>;
  put(path: string, token?: string): Promise<ApiAnswer>;
}

const requestHeaders = (options: CallOptions): Record<string, string> => ({
  ...(options.body !== undefined || options.rawBody !== undefined ? { 'content-type': 'application/json' } : {}),
  ...(options.token === undefined ? {} : { authorization: `Bearer ${options.token}` }),
  ...options.headers,
});

const parse = (text: string): Json => {
  try {
    return JSON.parse(text) as Json;
  } catch {
    return text;
  }
};

export const createApiClient = (app: Hono): ApiClient => {
  const call = async (method: string, path: string, options: CallOptions = {}): Promise<ApiAnswer> => {
    const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    const response = await app.request(path, { method, headers: requestHeaders(options), ...(body === undefined ? {} : { body }) });
    return { status: response.status, body: parse(await response.text()), headers: response.headers };
  };
  return {
    call,
    get: (path, token) => call('GET', path, token === undefined ? {} : { token }),
    post: (path, body, token) => call('POST', path, { ...(body === undefined ? {} : { body }), ...(token === undefined ? {} : { token }) }),
    put: (path, token) => call('PUT', path, token === undefined ? {} : { token }),
  };
};
