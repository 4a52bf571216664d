import type { Database } from '../db/database.port.js';
import { fail, type Failure } from '../http/failure.js';
import { sha256 } from '../random.js';

/** What a claimed key gives: go ahead, or the first request's answer to replay. */
export type KeyClaim = { readonly kind: 'claimed' } | { readonly kind: 'replay'; readonly response: unknown } | Failure;

/** The fingerprint of a request body: the same key must come with the same body. */
export const requestHash = (parts: readonly unknown[]): string => sha256(JSON.stringify(parts));

/**
 * Claims (workspace, key) inside the caller's unit of work. The primary key makes a concurrent request with the same
 * key wait until the first one commits or rolls back; then it replays the stored answer (same body) or is refused with
 * 409 idempotency_key_reused (another body). A rolled-back first request leaves no key behind, so its retry runs.
 */
export const claimIdempotencyKey = async (db: Database, workspaceId: string, key: string, hash: string, nowMs: number): Promise<KeyClaim> => {
  const inserted = await db.query(
    `INSERT INTO subscription_change_keys (workspace_id, idempotency_key, request_hash, created_at_ms) VALUES ($1, $2, $3, $4)
     ON CONFLICT (workspace_id, idempotency_key) DO NOTHING RETURNING 1`,
    [workspaceId, key, hash, nowMs],
  );
  if (inserted.length === 1) return { kind: 'claimed' };
  const [stored] = await db.query<{ request_hash: string; response: unknown }>(
    'SELECT request_hash, response FROM subscription_change_keys WHERE workspace_id = $1 AND idempotency_key = $2',
    [workspaceId, key],
  );
  if (stored === undefined) throw new Error('An idempotency key conflicted but cannot be read');
  return stored.request_hash === hash ? { kind: 'replay', response: stored.response } : fail('idempotency_key_reused');
};

/** Stores the answer a claimed key replays. */
export const recordIdempotentResponse = async (db: Database, workspaceId: string, key: string, response: unknown): Promise<void> => {
  await db.query('UPDATE subscription_change_keys SET response = $3::jsonb WHERE workspace_id = $1 AND idempotency_key = $2', [
    workspaceId, key, JSON.stringify(response),
  ]);
};
