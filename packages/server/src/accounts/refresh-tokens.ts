import { DAY_MS } from '../clock.js';
import type { Database } from '../db/database.port.js';
import { newId, newSecretToken, sha256 } from '../random.js';

/** Refresh tokens live 30 days unless rotated or revoked first. */
export const REFRESH_TOKEN_TTL_MS = 30 * DAY_MS;

interface RefreshTokenRow {
  readonly [column: string]: unknown;
  readonly family_id: string;
  readonly user_id: string;
  readonly expires_at_ms: number;
  readonly rotated_at_ms: number | null;
  readonly revoked_at_ms: number | null;
}

/** Stores a new refresh token of a family (a new family starts at each sign-in) and answers the token. */
export const issueRefreshToken = async (db: Database, userId: string, nowMs: number, familyId: string = newId()): Promise<string> => {
  const token = newSecretToken();
  await db.query(
    'INSERT INTO refresh_tokens (token_hash, family_id, user_id, created_at_ms, expires_at_ms) VALUES ($1, $2, $3, $4, $5)',
    [sha256(token), familyId, userId, nowMs, nowMs + REFRESH_TOKEN_TTL_MS],
  );
  return token;
};

const revokeFamily = async (db: Database, familyId: string, nowMs: number): Promise<void> => {
  await db.query('UPDATE refresh_tokens SET revoked_at_ms = $2 WHERE family_id = $1 AND revoked_at_ms IS NULL', [familyId, nowMs]);
};

/** What presenting a refresh token leads to. */
export type Rotation =
  | { readonly kind: 'rotated'; readonly userId: string; readonly familyId: string }
  | { readonly kind: 'invalid' }
  | { readonly kind: 'reused' };

/**
 * Marks a live refresh token as used, once: a second presentation of a rotated token means it leaked, so its
 * whole family is revoked. Expired, revoked and unknown tokens are invalid.
 */
export const rotateRefreshToken = async (db: Database, token: string, nowMs: number): Promise<Rotation> => {
  const hash = sha256(token);
  const [claimed] = await db.query<RefreshTokenRow>(
    `UPDATE refresh_tokens SET rotated_at_ms = $2
     WHERE token_hash = $1 AND rotated_at_ms IS NULL AND revoked_at_ms IS NULL AND expires_at_ms > $2
     RETURNING family_id, user_id, expires_at_ms, rotated_at_ms, revoked_at_ms`,
    [hash, nowMs],
  );
  if (claimed !== undefined) return { kind: 'rotated', userId: claimed.user_id, familyId: claimed.family_id };
  const [known] = await db.query<RefreshTokenRow>('SELECT * FROM refresh_tokens WHERE token_hash = $1', [hash]);
  if (known === undefined || known.rotated_at_ms === null) return { kind: 'invalid' };
  await revokeFamily(db, known.family_id, nowMs);
  return { kind: 'reused' };
};

/** Ends the session the refresh token belongs to (its whole family); unknown tokens are ignored. */
export const revokeRefreshToken = async (db: Database, token: string, nowMs: number): Promise<void> => {
  const [known] = await db.query<RefreshTokenRow>('SELECT * FROM refresh_tokens WHERE token_hash = $1', [sha256(token)]);
  if (known !== undefined) await revokeFamily(db, known.family_id, nowMs);
};

/** Ends every session of a user (after a password reset). */
export const revokeAllSessions = async (db: Database, userId: string, nowMs: number): Promise<void> => {
  await db.query('UPDATE refresh_tokens SET revoked_at_ms = $2 WHERE user_id = $1 AND revoked_at_ms IS NULL', [userId, nowMs]);
};
