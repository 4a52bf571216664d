import { isWorkspaceAdmin } from '@cadence/domain';
import type { AppContext } from '../app-context.js';
import type { Database } from '../db/database.port.js';
import { atomically } from '../db/unit-of-work.js';
import { fail, type Failure } from '../http/failure.js';
import type { Caller } from '../http/operation.js';
import type { ProviderSubscription } from '../payments/payment-provider.port.js';
import { findMembership, findWorkspace } from '../workspaces/workspace-repository.js';
import type { WorkspaceRow } from '../workspaces/workspace-row.js';
import { settleWorkspace } from './settle.js';

/** What a billing step sees once the workspace is locked and everything due has been settled. */
export interface BillingUnit {
  readonly tx: Database;
  readonly workspace: WorkspaceRow;
  /** The provider's time (the sandbox clock), Unix ms. */
  readonly nowMs: number;
  /** The provider subscription that has not ended, or null. */
  readonly subscription: ProviderSubscription | null;
}

export interface BillingAccess {
  /** Only workspace admins may run it (403 billing_admin_only). */
  readonly adminOnly: boolean;
}

/**
 * Runs a billing step for the caller's workspace in one unit of work: membership (404) and role (403) checked, the
 * workspace locked, renewals and usage resets due by the provider's clock settled, then fn. A failure rolls it all back.
 * `before` runs after the checks and before the lock (change-subscription claims its idempotency key there); an answer
 * other than null ends the step with it.
 */
export const inBillingUnit = <T>(
  ctx: AppContext,
  caller: Caller,
  access: BillingAccess,
  fn: (unit: BillingUnit) => Promise<T | Failure>,
  before?: (tx: Database) => Promise<T | Failure | null>,
): Promise<T | Failure> =>
  atomically(ctx.db, async (tx) => {
    const membership = await findMembership(tx, caller.workspaceId, caller.userId);
    if (membership === null) return fail('workspace_not_found');
    if (access.adminOnly && !isWorkspaceAdmin(membership.role)) return fail('billing_admin_only');
    const early = before === undefined ? null : await before(tx);
    if (early !== null) return early;
    await settleWorkspace(ctx, tx, caller.workspaceId);
    const workspace = await findWorkspace(tx, caller.workspaceId);
    if (workspace === null) return fail('workspace_not_found');
    const [nowMs, subscription] = [await ctx.payments.now(tx), await ctx.payments.findSubscription(tx, caller.workspaceId)];
    return fn({ tx, workspace, nowMs, subscription });
  });
