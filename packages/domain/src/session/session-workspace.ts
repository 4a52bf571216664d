/** The workspace a session works in, and whether it had to fall back to the user's own. */
export interface SessionWorkspace {
  readonly workspaceId: string;
  /** True when the token carried no workspace-id claim: the caller logs a warning. */
  readonly fellBack: boolean;
}

/** The warning logged when the access token carries no workspace-id claim. */
export const MISSING_WORKSPACE_CLAIM_WARNING = "The access token has no workspace id claim; using the user's workspace.";

/** The session's workspace: the token's workspace-id claim, or, when it is missing or blank, the user's workspace id. */
export const sessionWorkspace = (claim: string | null, userWorkspaceId: string): SessionWorkspace =>
  claim !== null && claim.trim() !== ''
    ? { workspaceId: claim, fellBack: false }
    : { workspaceId: userWorkspaceId, fellBack: true };
