import { randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { unixSeconds, type Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { Database } from '../db/database.port.js';
import type { Caller } from '../http/operation.js';

/** Access tokens live 15 minutes. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'cadence';

export interface AccessClaims {
  readonly userId: string;
  readonly email: string;
  readonly emailVerified: boolean;
  readonly workspaceId: string;
}

/** Signs and verifies the short-lived HS256 access tokens (claims sub, email, email_verified, workspace_id). */
export interface AccessTokens {
  sign(claims: AccessClaims): Promise<string>;
  /** The caller named by a valid, unexpired token, or null. */
  verify(token: string): Promise<Caller | null>;
}

const decodeCaller = (payload: Readonly<Record<string, unknown>>): Caller | null => {
  const { sub, email, workspace_id: workspaceId } = payload;
  return typeof sub === 'string' && typeof email === 'string' && typeof workspaceId === 'string'
    ? { userId: sub, email, workspaceId }
    : null;
};

export const createAccessTokens = (secret: Uint8Array, clock: Clock): AccessTokens => ({
  sign: (claims) => {
    const issuedAt = unixSeconds(clock.now());
    return new SignJWT({ email: claims.email, email_verified: claims.emailVerified, workspace_id: claims.workspaceId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
      .sign(secret);
  },
  verify: async (token) => {
    try {
      const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], issuer: ISSUER, currentDate: new Date(clock.now()) });
      return decodeCaller(payload);
    } catch {
      return null;
    }
  },
});

/** JWT_SECRET when configured, else a random secret generated on first start and kept in the settings table. */
export const loadJwtSecret = async (db: Database, config: Config): Promise<Uint8Array> => {
  if (config.jwtSecret !== null) return new TextEncoder().encode(config.jwtSecret);
  await db.query('INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [
    'jwt_secret',
    randomBytes(32).toString('base64url'),
  ]);
  const [row] = await db.query<{ value: string }>('SELECT value FROM settings WHERE key = $1', ['jwt_secret']);
  if (row === undefined) throw new Error('The JWT secret could not be stored.');
  return Buffer.from(row.value, 'base64url');
};
