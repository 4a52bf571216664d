import * as O from 'fp-ts/lib/Option.js';

/** The workspace roles, lowest first: admin is above editor. */
export const WORKSPACE_ROLES = ['editor', 'admin'] as const;

/** A member's role in a workspace. */
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];

/** True when the string names a workspace role. */
export const isWorkspaceRole = (value: string): value is WorkspaceRole =>
  (WORKSPACE_ROLES as readonly string[]).includes(value);

/** The workspace role named by an untrusted string, or none. */
export const parseWorkspaceRole = (value: string): O.Option<WorkspaceRole> =>
  isWorkspaceRole(value) ? O.some(value) : O.none;

/** Position of a role in the order; higher ranks may do more. */
export const workspaceRoleRank = (role: WorkspaceRole): number => WORKSPACE_ROLES.indexOf(role);

/** True when the role is the given minimum or above. */
export const hasRoleAtLeast = (role: WorkspaceRole, minimum: WorkspaceRole): boolean =>
  workspaceRoleRank(role) >= workspaceRoleRank(minimum);

/** True for editor-level members: editors and admins (false when the user has no role). */
export const isEditorOrAdmin = (role: WorkspaceRole | null): boolean =>
  role !== null && hasRoleAtLeast(role, 'editor');

/** True for workspace admins, the top role. */
export const isWorkspaceAdmin = (role: WorkspaceRole | null): boolean => role === 'admin';
