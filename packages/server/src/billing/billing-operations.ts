import type { AppContext } from '../app-context.js';
import { isFailure } from '../http/failure.js';
import type { OperationTable } from '../http/operation-table.js';
import { reply, securedOperation } from '../http/operation.js';
import { applyDiscount } from './apply-discount.js';
import { usablePromoCode } from './promo-codes.js';
import { appliedDiscountView, promoValidationView } from './promo-views.js';

/** Coupons: apply one to the session's workspace, or ask whether one is valid. */
export const billingOperations = (ctx: AppContext): OperationTable<'applyDiscount' | 'validatePromocode'> => ({
  applyDiscount: securedOperation<{ readonly discount_code: string }>(async ({ body }, caller) => {
    const applied = await applyDiscount(ctx, caller, body.discount_code);
    return isFailure(applied) ? applied : reply(appliedDiscountView(applied));
  }),
  // An unknown or expired code is an answer here, not an error: valid false.
  validatePromocode: securedOperation<{ readonly promocode: string }>(async ({ body }) => {
    const usable = await usablePromoCode(ctx.db, body.promocode, await ctx.payments.now(ctx.db));
    return reply(promoValidationView(isFailure(usable) ? null : usable));
  }),
});
