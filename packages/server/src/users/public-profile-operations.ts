import type { AppContext } from '../app-context.js';
import { fail } from '../http/failure.js';
import type { OperationTable } from '../http/operation-table.js';
import { ok, reply, securedOperation } from '../http/operation.js';
import { savePublicName } from './public-name.js';

/** The public name (shown on share pages) and the feature flags of the caller. */
export const publicProfileOperations = (ctx: AppContext): OperationTable<'updatePublicUserName' | 'getFeatureFlags'> => ({
  updatePublicUserName: securedOperation<{ readonly public_user_name: string }>(async ({ body }, caller) => {
    const name = body.public_user_name.trim();
    if (name === '') return fail('invalid_request', 'The public name cannot be empty.');
    await savePublicName(ctx.db, caller.userId, name);
    return ok();
  }),
  // Every user gets the configured flags (the reference server has no per-user rollout).
  getFeatureFlags: securedOperation(() => Promise.resolve(reply({ flags: ctx.config.featureFlags }))),
});
