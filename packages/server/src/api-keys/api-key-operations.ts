import { randomBytes } from 'node:crypto';
import type { AppContext } from '../app-context.js';
import type { Database } from '../db/database.port.js';
import { fail } from '../http/failure.js';
import type { Caller } from '../http/operation.js';
import type { OperationTable } from '../http/operation-table.js';
import { ok, reply, securedOperation, type OperationInput } from '../http/operation.js';
import { newId, sha256 } from '../random.js';
import { unixSeconds } from '../clock.js';

const KEY = /^sk_[0-9a-f]{48}$/;

/** The caller an `xi-api-key` header stands for (its user, in the key's workspace), or null. */
export const resolveApiKeyCaller = async (db: Database, key: string | undefined): Promise<Caller | null> => {
  if (key === undefined || !KEY.test(key.trim())) return null;
  const [row] = await db.query<{ user_id: string; email: string; workspace_id: string }>(
    `SELECT k.user_id, u.email, k.workspace_id FROM api_keys k JOIN users u ON u.user_id = k.user_id
     JOIN workspace_members m ON m.workspace_id = k.workspace_id AND m.user_id = k.user_id
     WHERE k.key_hash = $1`,
    [sha256(key.trim())],
  );
  return row === undefined ? null : { userId: row.user_id, email: row.email, workspaceId: row.workspace_id };
};

export const apiKeyOperations = (ctx: AppContext): OperationTable<'createApiKey' | 'listApiKeys' | 'deleteApiKey'> => ({
  createApiKey: securedOperation(async (input: OperationInput<{ name: string }>, caller) => {
    const secret = `sk_${randomBytes(24).toString('hex')}`;
    const keyId = newId();
    await ctx.db.query(
      `INSERT INTO api_keys (key_id, user_id, workspace_id, name, key_hash, hint, created_at_ms)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [keyId, caller.userId, caller.workspaceId, input.body.name, sha256(secret), secret.slice(-4), ctx.clock.now()],
    );
    return reply({ key_id: keyId, xi_api_key: secret }, 201);
  }),
  listApiKeys: securedOperation(async (_input, caller) => {
    const rows = await ctx.db.query<{ key_id: string; name: string; hint: string; created_at_ms: number | string }>(
      'SELECT key_id, name, hint, created_at_ms FROM api_keys WHERE user_id = $1 AND workspace_id = $2 ORDER BY created_at_ms, key_id',
      [caller.userId, caller.workspaceId],
    );
    return reply({
      api_keys: rows.map((row) => ({ key_id: row.key_id, name: row.name, hint: row.hint, created_at_unix: unixSeconds(Number(row.created_at_ms)) })),
    });
  }),
  deleteApiKey: securedOperation(async (input, caller) => {
    const rows = await ctx.db.query('DELETE FROM api_keys WHERE key_id = $1 AND user_id = $2 RETURNING key_id', [input.params['key_id'], caller.userId]);
    return rows.length === 0 ? fail('api_key_not_found') : ok();
  }),
});
