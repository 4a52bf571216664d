import type { AppContext } from '../app-context.js';
import type { Database } from '../db/database.port.js';
import { atomically } from '../db/unit-of-work.js';
import { fail, isFailure, type Failure } from '../http/failure.js';
import { checkActionCode, markCodeUsed, type ActionCodeRow, type CodeMode } from './action-codes.js';

type Apply<T> = (tx: Database, row: ActionCodeRow) => Promise<T | Failure>;

/** Uses a checked code and applies its effect in one transaction; when apply fails, the code stays usable. */
export const useActionCode = <T>(ctx: AppContext, row: ActionCodeRow, apply: Apply<T>): Promise<T | Failure> =>
  atomically(ctx.db, async (tx) => ((await markCodeUsed(tx, ctx.clock, row)) ? apply(tx, row) : fail('invalid_action_code')));

/** Checks a code (wrong codes are throttled per client, a valid one never is), then uses it and applies its effect. */
export const redeemActionCode = async <T>(
  ctx: AppContext, client: string, code: string, mode: CodeMode, apply: Apply<T>,
): Promise<T | Failure> => {
  const row = await checkActionCode(ctx.db, ctx.clock, client, code, mode);
  return isFailure(row) ? row : useActionCode(ctx, row, apply);
};
