import { isWorkspaceRole, planDefinition, WORKSPACE_DEFAULTS, type WorkspaceRole } from '@cadence/domain';
import type { Database } from '../db/database.port.js';
import type { Membership, WorkspaceRow } from './workspace-row.js';

export interface NewWorkspace {
  readonly workspaceId: string;
  readonly name: string;
  readonly ownerId: string;
  readonly nowMs: number;
}

/** Creates a free workspace: tier free, the default status, usd, and the free plan's limits from the catalogue. */
export const insertFreeWorkspace = async (db: Database, workspace: NewWorkspace): Promise<void> => {
  const { allowances } = planDefinition('free');
  await db.query(
    `INSERT INTO workspaces (workspace_id, name, owner_id, tier, status, currency, character_limit, voice_limit,
       pvc_limit, mfa_required_for_users, created_at_ms)
     VALUES ($1, $2, $3, 'free', $4, 'usd', $5, $6, $7, $8, $9)`,
    [workspace.workspaceId, workspace.name, workspace.ownerId, WORKSPACE_DEFAULTS.subscription.status,
      allowances.characterLimit, allowances.customVoicesLimit, allowances.pvcLimit,
      WORKSPACE_DEFAULTS.mfa_required_for_users, workspace.nowMs],
  );
};

export const addMember = async (db: Database, workspaceId: string, userId: string, role: WorkspaceRole, nowMs: number): Promise<void> => {
  await db.query('INSERT INTO workspace_members (workspace_id, user_id, role, joined_at_ms) VALUES ($1, $2, $3, $4)', [
    workspaceId, userId, role, nowMs,
  ]);
};

export const countMembers = async (db: Database, workspaceId: string): Promise<number> => {
  const [row] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM workspace_members WHERE workspace_id = $1', [workspaceId]);
  return row?.count ?? 0;
};

export const findWorkspace = async (db: Database, workspaceId: string): Promise<WorkspaceRow | null> =>
  (await db.query<WorkspaceRow>('SELECT * FROM workspaces WHERE workspace_id = $1', [workspaceId]))[0] ?? null;

/** The workspace and the user's role in it, or null when the user is not one of its members. */
export const findMembership = async (db: Database, workspaceId: string, userId: string): Promise<Membership | null> => {
  const [member] = await db.query<{ role: string }>('SELECT role FROM workspace_members WHERE workspace_id = $1 AND user_id = $2', [
    workspaceId, userId,
  ]);
  if (member === undefined || !isWorkspaceRole(member.role)) return null;
  const workspace = await findWorkspace(db, workspaceId);
  return workspace === null ? null : { workspace, role: member.role };
};

export const setTrainingOptOut = async (db: Database, workspaceId: string, optOut: boolean, nowMs: number): Promise<void> => {
  await db.query('UPDATE workspaces SET training_opt_out = $2, training_opt_out_at_ms = $3 WHERE workspace_id = $1', [
    workspaceId, optOut, nowMs,
  ]);
};
