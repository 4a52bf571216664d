import type { AppContext } from '../app-context.js';
import { atomically } from '../db/unit-of-work.js';
import { fail, isFailure, type Failure } from '../http/failure.js';
import type { Caller } from '../http/operation.js';
import { findMembership } from '../workspaces/workspace-repository.js';
import { setWorkspaceDiscount, type PromoCodeRow } from './promo-code-repository.js';
import { usablePromoCode } from './promo-codes.js';

/**
 * Makes a usable code the pending discount of the caller's workspace (the workspace_id claim), replacing the one
 * it had. A failure (not a member, unknown or expired code) leaves the pending discount as it was.
 */
export const applyDiscount = (ctx: AppContext, caller: Caller, code: string): Promise<PromoCodeRow | Failure> =>
  atomically(ctx.db, async (tx) => {
    if ((await findMembership(tx, caller.workspaceId, caller.userId)) === null) return fail('workspace_not_found');
    const nowMs = await ctx.payments.now(tx);
    const promo = await usablePromoCode(tx, code, nowMs);
    if (isFailure(promo)) return promo;
    await setWorkspaceDiscount(tx, caller.workspaceId, promo.code, nowMs);
    return promo;
  });
