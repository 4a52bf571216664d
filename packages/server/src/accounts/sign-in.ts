import type { AppContext } from '../app-context.js';
import { fail, type Failure } from '../http/failure.js';
import { findUserByEmail, findUserById } from '../users/user-repository.js';
import { normalizeEmail } from '../users/user-row.js';
import { UNUSABLE_PASSWORD_HASH, verifyPassword } from './password-hashing.js';
import { revokeRefreshToken, rotateRefreshToken } from './refresh-tokens.js';
import { openSession, type Session } from './sessions.js';
import { SIGN_IN_THROTTLE, clearAttempts, isThrottled, recordAttempt, scopes } from './throttle.js';

export interface Credentials {
  readonly email: string;
  readonly password: string;
}

/**
 * Starts a session for matching credentials. Wrong credentials count against the address; after 5 within
 * 15 minutes every attempt is refused until the window passes. Unknown addresses cost the same time.
 */
export const signIn = async (ctx: AppContext, credentials: Credentials): Promise<Session | Failure> => {
  const email = normalizeEmail(credentials.email);
  const scope = scopes.signIn(email);
  if (await isThrottled(ctx.db, ctx.clock, scope, SIGN_IN_THROTTLE)) return fail('too_many_attempts');
  const user = await findUserByEmail(ctx.db, email);
  const matches = await verifyPassword(credentials.password, user?.password_hash ?? UNUSABLE_PASSWORD_HASH);
  if (user === null || !matches) {
    await recordAttempt(ctx.db, ctx.clock, scope);
    return fail('invalid_credentials');
  }
  await clearAttempts(ctx.db, scope);
  return openSession(ctx, ctx.db, user);
};

/** Exchanges a refresh token for a new session in the same family; the presented token is used up. */
export const refreshSession = async (ctx: AppContext, refreshToken: string): Promise<Session | Failure> => {
  const rotation = await rotateRefreshToken(ctx.db, refreshToken, ctx.clock.now());
  if (rotation.kind !== 'rotated') return fail('invalid_refresh_token');
  const user = await findUserById(ctx.db, rotation.userId);
  return user === null ? fail('invalid_refresh_token') : openSession(ctx, ctx.db, user, rotation.familyId);
};

/** Ends the session of a refresh token; idempotent. */
export const signOut = async (ctx: AppContext, refreshToken: string): Promise<void> => {
  await revokeRefreshToken(ctx.db, refreshToken, ctx.clock.now());
};
