import type { AppContext } from '../app-context.js';
import { isFailure } from '../http/failure.js';
import type { OperationTable } from '../http/operation-table.js';
import { ok, replyUnlessFailed, securedOperation } from '../http/operation.js';
import { inBillingUnit } from './billing-unit.js';
import { cancelDowngrade, cancelSubscription, changeSubscription, renewSubscription, type ChangeBody } from './subscription-changes.js';
import { getSubscriptionDetails, listInvoices } from './subscription-details.js';
import { extendCharacterLimit } from './usage.js';

/** The subscription: read it and its invoices, change, cancel or renew it, extend its character limit. */
export const subscriptionOperations = (ctx: AppContext): OperationTable<
  'changeSubscription' | 'cancelDowngrade' | 'renewSubscription' | 'cancelSubscription' | 'getSubscription' | 'listInvoices'
  | 'extendCharacterLimit'
> => ({
  changeSubscription: securedOperation<ChangeBody>(async ({ body }, caller) => replyUnlessFailed(await changeSubscription(ctx, caller, body))),
  cancelDowngrade: securedOperation(async (_input, caller) => replyUnlessFailed(await cancelDowngrade(ctx, caller))),
  renewSubscription: securedOperation(async (_input, caller) => replyUnlessFailed(await renewSubscription(ctx, caller))),
  cancelSubscription: securedOperation(async (_input, caller) => replyUnlessFailed(await cancelSubscription(ctx, caller))),
  getSubscription: securedOperation(async (_input, caller) => replyUnlessFailed(await getSubscriptionDetails(ctx, caller))),
  listInvoices: securedOperation(async (_input, caller) => replyUnlessFailed(await listInvoices(ctx, caller))),
  extendCharacterLimit: securedOperation<{ readonly new_limit: number }>(async ({ body }, caller) => {
    const extended = await inBillingUnit(ctx, caller, { adminOnly: true }, ({ tx, workspace }) => extendCharacterLimit(tx, workspace, body.new_limit));
    return isFailure(extended) ? extended : ok();
  }),
});
