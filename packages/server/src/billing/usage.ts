import {
  characterLimitAboveCeilingMessage, extendedCharacterLimitCeiling, findPlanDefinition, hasNoCharacterLimit,
} from '@cadence/domain';
import { DAY_MS } from '../clock.js';
import type { Database } from '../db/database.port.js';
import { fail, type Failure } from '../http/failure.js';
import { addMonths, nextMonthlyBoundary } from '../payments/calendar.js';
import { characterLimitExtension, subscriptionFacts } from '../workspaces/subscription-view.js';
import type { WorkspaceRow } from '../workspaces/workspace-row.js';

type UsageClock = Pick<WorkspaceRow, 'usage_anchor_ms' | 'created_at_ms' | 'character_count_reset_at_ms'>;

/** The instant the character count is counted from, month by month: the subscription's start, else the workspace's creation. */
export const usageAnchor = (workspace: UsageClock): number => workspace.usage_anchor_ms ?? workspace.created_at_ms;

/** When the character count resets next. */
export const nextUsageReset = (workspace: UsageClock): number =>
  workspace.character_count_reset_at_ms ?? addMonths(usageAnchor(workspace), 1);

/** The plan's own character limit from the catalogue; tiers without a plan card keep the limit they were given. */
export const planCharacterLimit = (workspace: WorkspaceRow): number => {
  const plan = findPlanDefinition(subscriptionFacts(workspace).tier);
  return plan._tag === 'Some' ? plan.value.allowances.characterLimit : workspace.character_limit;
};

/** Starts a new usage month at the reset instant: the count goes back to 0 and an extension ends. */
export const resetUsageIfDue = async (db: Database, workspace: WorkspaceRow, nowMs: number): Promise<void> => {
  if (nowMs < nextUsageReset(workspace)) return;
  await db.query(
    'UPDATE workspaces SET character_count = 0, character_limit = $2, character_count_reset_at_ms = $3 WHERE workspace_id = $1',
    [workspace.workspace_id, planCharacterLimit(workspace), nextMonthlyBoundary(usageAnchor(workspace), nowMs)],
  );
};

/** Starts a fresh usage month from startMs (a new subscription, or the return to free). */
export const restartUsage = async (db: Database, workspaceId: string, startMs: number): Promise<void> => {
  await db.query(
    'UPDATE workspaces SET character_count = 0, usage_anchor_ms = $2, character_count_reset_at_ms = $3 WHERE workspace_id = $1',
    [workspaceId, startMs, addMonths(startMs, 1)],
  );
};

/** Workspaces whose usage reset may be due (checked exactly by resetUsageIfDue; a month is at least 28 days). */
export const workspacesWithUsageDue = async (db: Database, nowMs: number): Promise<readonly string[]> =>
  (await db.query<{ workspace_id: string }>(
    `SELECT workspace_id FROM workspaces WHERE character_count_reset_at_ms <= $1
       OR (character_count_reset_at_ms IS NULL AND COALESCE(usage_anchor_ms, created_at_ms) <= $2)`,
    [nowMs, nowMs - 28 * DAY_MS],
  )).map((row) => row.workspace_id);

/**
 * Raises this month's character limit: allowed by the domain's canExtendCharacterLimit and never on tiers without a
 * limit; between the plan's own limit and the domain's ceiling round(1.5 × limit + 50).
 */
export const extendCharacterLimit = async (db: Database, workspace: WorkspaceRow, newLimit: number): Promise<'extended' | Failure> => {
  if (hasNoCharacterLimit(subscriptionFacts(workspace).tier) || !characterLimitExtension(workspace).allowed) return fail('extension_not_allowed');
  const planLimit = planCharacterLimit(workspace);
  const ceiling = extendedCharacterLimitCeiling(planLimit);
  if (newLimit > ceiling) return fail('above_ceiling', characterLimitAboveCeilingMessage(ceiling));
  if (newLimit < planLimit) return fail('below_plan_limit');
  await db.query('UPDATE workspaces SET character_limit = $2 WHERE workspace_id = $1', [workspace.workspace_id, newLimit]);
  return 'extended';
};
