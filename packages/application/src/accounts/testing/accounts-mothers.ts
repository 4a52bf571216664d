// Object mothers of the accounts slice: the test data of application and web tests alike (override what matters).
import type { AccessFlags, UserProfile, WorkspaceView } from '../account-api.port.js';
import type { SessionTokens } from '../session-tokens.js';
import type { SessionState } from '../session.types.js';

/** A verified session of Ada in her own workspace. */
export const sessionTokens = (overrides: Partial<SessionTokens> = {}): SessionTokens => ({
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  expiresAtMs: 900_000,
  userId: 'user_1',
  email: 'ada@example.com',
  emailVerified: true,
  workspaceIdClaim: 'ws_1',
  ...overrides,
});

/** Ada, verified, not in probation. */
export const userProfile = (overrides: Partial<UserProfile> = {}): UserProfile => ({
  userId: 'user_1',
  workspaceId: 'ws_1',
  email: 'ada@example.com',
  emailVerified: true,
  firstName: 'Ada',
  ccpaOptOut: false,
  acceptedBipaTerms: false,
  isInProbation: false,
  geoLocation: { country: null, region: null, city: null },
  ...overrides,
});

/** Ada's free workspace, where she is admin, without an inactivity timeout. */
export const workspaceView = (overrides: Partial<WorkspaceView> = {}): WorkspaceView => ({
  workspaceId: 'ws_1',
  name: "Ada's workspace",
  role: 'admin',
  tier: 'free',
  subscriptionStatus: 'free',
  sessionInactivityTimeoutSeconds: null,
  ...overrides,
});

/** An admin with workspace settings and without alpha access. */
export const accessFlags = (overrides: Partial<AccessFlags> = {}): AccessFlags => ({
  isAdmin: true,
  canAccessWorkspaceSettings: true,
  hasAlphaAccess: false,
  ...overrides,
});

/** A signed-in session state (user, workspace and flags as loaded after login). */
export const signedInSession = (
  parts: { readonly user?: UserProfile; readonly workspace?: WorkspaceView; readonly access?: AccessFlags } = {},
): SessionState => ({
  status: 'signedIn',
  user: parts.user ?? userProfile(),
  workspace: parts.workspace ?? workspaceView(),
  access: parts.access ?? accessFlags(),
});

/** The signed-out session state. */
export const SIGNED_OUT_SESSION: SessionState = { status: 'signedOut' };
