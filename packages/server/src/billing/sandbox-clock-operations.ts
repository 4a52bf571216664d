import type { AppContext } from '../app-context.js';
import { fail } from '../http/failure.js';
import type { OperationTable } from '../http/operation-table.js';
import { publicOperation, reply } from '../http/operation.js';
import { unixSeconds } from '../clock.js';
import { settleEverything } from './settle.js';

/** Development only: move the provider's test clock and settle whatever fell due in every workspace. */
export const sandboxClockOperations = (ctx: AppContext): OperationTable<'advanceSandboxClock'> => ({
  advanceSandboxClock: publicOperation<{ readonly seconds: number }>(async ({ body }) => {
    const testClock = ctx.payments.testClock;
    if (!ctx.config.devMailbox || testClock === null) return fail('not_found');
    const nowMs = await ctx.db.transaction((tx) => testClock.advance(tx, body.seconds * 1000));
    await settleEverything(ctx);
    return reply({ now_unix: unixSeconds(nowMs) });
  }),
});
