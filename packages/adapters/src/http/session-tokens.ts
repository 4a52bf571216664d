import type { SessionTokens } from '@cadence/application';
import { decodeJwt } from 'jose';
import type { SessionBody } from './codecs/session.codec.js';

/** The access-token claim that names the session's workspace. */
export const WORKSPACE_ID_CLAIM = 'workspace_id';

/** The workspace-id claim of an access token: null when the claim is absent or not a string, or the token is not a JWT. */
export const workspaceIdClaim = (accessToken: string): string | null => {
  try {
    const claim = decodeJwt(accessToken)[WORKSPACE_ID_CLAIM];
    return typeof claim === 'string' ? claim : null;
  } catch {
    return null;
  }
};

/** A session answer as the application sees it; the expiry is counted from nowMs, when the answer arrived. */
export const toSessionTokens = (session: SessionBody, nowMs: number): SessionTokens => ({
  accessToken: session.access_token,
  refreshToken: session.refresh_token,
  expiresAtMs: nowMs + session.expires_in * 1000,
  userId: session.user_id,
  email: session.email,
  emailVerified: session.email_verified,
  workspaceIdClaim: workspaceIdClaim(session.access_token),
});
