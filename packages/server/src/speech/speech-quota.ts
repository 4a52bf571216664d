import { findPlanDefinition, PLAN_CATALOGUE, remainingCharacters, UNLIMITED, type Tier } from '@cadence/domain';
import type { AppContext } from '../app-context.js';
import { fail, type Failure } from '../http/failure.js';
import { subscriptionFacts } from '../workspaces/subscription-view.js';
import { findWorkspace } from '../workspaces/workspace-repository.js';

/** Tiers without a plan card (trial, enterprise) get the highest reading of the catalogue. */
const HIGHEST_CONCURRENCY = Math.max(...PLAN_CATALOGUE.map((plan) => plan.allowances.concurrency.planCatalogue));

const concurrencyOf = (tier: Tier): number => {
  const plan = findPlanDefinition(tier);
  return plan._tag === 'Some' ? plan.value.allowances.concurrency.planCatalogue : HIGHEST_CONCURRENCY;
};

/**
 * Takes a generation slot of the workspace and checks its quota: 429 when the tier's concurrency (the plan
 * catalogue's reading) is used up, 401 quota_exceeded when the text needs more characters than are left.
 * Answers the release function of the slot.
 */
export const startGeneration = async (ctx: AppContext, workspaceId: string, cost: number): Promise<(() => void) | Failure> => {
  const workspace = await findWorkspace(ctx.db, workspaceId);
  if (workspace === null) return fail('workspace_not_found');
  const { tier } = subscriptionFacts(workspace);
  const left = remainingCharacters({ tier, characterLimit: workspace.character_limit, characterCount: workspace.character_count });
  if (left !== UNLIMITED && cost > left) {
    return fail('quota_exceeded', `This request exceeds your quota of ${workspace.character_limit}. You have ${left} credits remaining, while ${cost} credits are required for this request.`);
  }
  const running = ctx.running.get(workspaceId) ?? 0;
  if (running >= concurrencyOf(tier)) return fail('too_many_concurrent_requests');
  ctx.running.set(workspaceId, running + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    ctx.running.set(workspaceId, Math.max(0, (ctx.running.get(workspaceId) ?? 1) - 1));
  };
};

/** Charges the characters of a generation to the workspace's count; answers the count before and after. */
export const chargeCharacters = async (ctx: AppContext, workspaceId: string, cost: number): Promise<{ from: number; to: number }> => {
  const [row] = await ctx.db.query<{ character_count: number }>(
    'UPDATE workspaces SET character_count = character_count + $2 WHERE workspace_id = $1 RETURNING character_count',
    [workspaceId, cost],
  );
  const to = Number(row?.character_count ?? cost);
  return { from: to - cost, to };
};
