import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { fail, type Failure } from './failure.js';
import { sendFailure } from './responses.js';

/** A body limit of the paths a pattern matches, and the failure a larger body gets. */
export interface PathLimit {
  readonly path: RegExp;
  readonly maxBytes: number;
  readonly failure: Failure;
}

/**
 * Body limits per path (the first matching limit, else the default). A body over its limit is answered at once in
 * the one error shape with `Connection: close`: the client must not send its next request on a connection whose
 * rest of the body the server will not read (the Node adapter drains what is left, then the connection ends).
 */
export const bodyLimits = (limits: readonly PathLimit[], fallback: Omit<PathLimit, 'path'>): MiddlewareHandler => {
  const limiter = ({ maxBytes, failure }: Omit<PathLimit, 'path'>): MiddlewareHandler =>
    bodyLimit({ maxSize: maxBytes, onError: (c) => sendFailure(c, failure, { connection: 'close' }) });
  const byPath = limits.map((limit) => ({ path: limit.path, limiter: limiter(limit) }));
  const otherwise = limiter(fallback);
  return (c, next) => (byPath.find((limit) => limit.path.test(c.req.path))?.limiter ?? otherwise)(c, next);
};

/** The default limit of request bodies: 1 MB, answered 413 payload_too_large. */
export const DEFAULT_BODY_LIMIT = { maxBytes: 1024 * 1024, failure: fail('payload_too_large') } as const;
