import type { Context } from 'hono';
import type { AccessTokens } from '../accounts/access-tokens.js';
import type { Database } from '../db/database.port.js';
import { resolveApiKeyCaller } from '../api-keys/api-key-operations.js';
import type { Caller } from './operation.js';

const BEARER = /^Bearer\s+([A-Za-z0-9._~+/=-]+)\s*$/i;

/**
 * The caller of a request with a valid bearer access token whose user still exists, else null. Without an
 * Authorization header, an `xi-api-key` header stands for the key's user in the key's workspace.
 */
export const resolveCaller = async (c: Context, tokens: AccessTokens, db: Database): Promise<Caller | null> => {
  if (c.req.header('authorization') === undefined && c.req.header('xi-api-key') !== undefined) return resolveApiKeyCaller(db, c.req.header('xi-api-key'));
  const token = BEARER.exec(c.req.header('authorization') ?? '')?.[1];
  const caller = token === undefined ? null : await tokens.verify(token);
  if (caller === null) return null;
  const rows = await db.query('SELECT 1 FROM users WHERE user_id = $1', [caller.userId]);
  return rows.length === 1 ? caller : null;
};
