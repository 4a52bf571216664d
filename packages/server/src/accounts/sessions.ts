import type { AppContext } from '../app-context.js';
import type { Database } from '../db/database.port.js';
import type { UserRow } from '../users/user-row.js';
import { ACCESS_TOKEN_TTL_SECONDS } from './access-tokens.js';
import { issueRefreshToken } from './refresh-tokens.js';

/** The contract's Session. */
export interface Session {
  readonly access_token: string;
  readonly refresh_token: string;
  readonly token_type: 'bearer';
  readonly expires_in: number;
  readonly user_id: string;
  readonly workspace_id: string;
  readonly email: string;
  readonly email_verified: boolean;
}

/**
 * A session for the user: a fresh access token and a refresh token in the given family (a new family when
 * none is given, i.e. at sign-in). The workspace is the user's current one.
 */
export const openSession = async (ctx: AppContext, db: Database, user: UserRow, familyId?: string): Promise<Session> => {
  const accessToken = await ctx.tokens.sign({
    userId: user.user_id,
    email: user.email,
    emailVerified: user.email_verified,
    workspaceId: user.workspace_id,
  });
  return {
    access_token: accessToken,
    refresh_token: await issueRefreshToken(db, user.user_id, ctx.clock.now(), familyId),
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    user_id: user.user_id,
    workspace_id: user.workspace_id,
    email: user.email,
    email_verified: user.email_verified,
  };
};
