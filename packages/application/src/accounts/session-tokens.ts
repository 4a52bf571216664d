/** A session as the auth adapter hands it over, decoded and checked. */
export interface SessionTokens {
  readonly accessToken: string;
  readonly refreshToken: string;
  /** Unix ms at which the access token expires. */
  readonly expiresAtMs: number;
  readonly userId: string;
  readonly email: string;
  readonly emailVerified: boolean;
  /** The workspace-id claim of the access token; null when the token carries none. */
  readonly workspaceIdClaim: string | null;
}
