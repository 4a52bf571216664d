import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * Who the client is, for throttling: the socket's address, or with trustProxy the first X-Forwarded-For
 * address (tests set trustProxy and use that header to be different clients). In-process requests
 * without a socket all count as "local".
 */
export const clientAddress = (c: Context, trustProxy: boolean): string => {
  const forwarded = trustProxy ? c.req.header('x-forwarded-for')?.split(',')[0]?.trim() : undefined;
  if (forwarded !== undefined && forwarded !== '') return forwarded;
  try {
    return getConnInfo(c).remote.address ?? 'local';
  } catch {
    return 'local';
  }
};
