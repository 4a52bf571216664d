import type { AppContext } from '../app-context.js';
import type { Database } from '../db/database.port.js';
import { findWorkspace } from '../workspaces/workspace-repository.js';
import { resetUsageIfDue, workspacesWithUsageDue } from './usage.js';

/** Locks the workspace row: billing steps, provider events and hosted-page submissions of one workspace run one at a time. */
export const lockWorkspace = async (db: Database, workspaceId: string): Promise<void> => {
  await db.query('SELECT workspace_id FROM workspaces WHERE workspace_id = $1 FOR UPDATE', [workspaceId]);
};

/** Runs what fell due for the workspace by the provider's clock: renewals, schedules, cancellations, then the usage reset. */
export const settleWorkspace = async (ctx: AppContext, tx: Database, workspaceId: string): Promise<void> => {
  await lockWorkspace(tx, workspaceId);
  await ctx.payments.settleDue(tx, workspaceId);
  const workspace = await findWorkspace(tx, workspaceId);
  if (workspace !== null) await resetUsageIfDue(tx, workspace, await ctx.payments.now(tx));
};

/** Settles every workspace with something due, each in its own unit of work (after the sandbox clock moved). */
export const settleEverything = async (ctx: AppContext): Promise<void> => {
  const nowMs = await ctx.payments.now(ctx.db);
  const due = new Set([...(await ctx.payments.workspacesWithDueWork(ctx.db)), ...(await workspacesWithUsageDue(ctx.db, nowMs))]);
  for (const workspaceId of due) await ctx.db.transaction((tx) => settleWorkspace(ctx, tx, workspaceId));
};
