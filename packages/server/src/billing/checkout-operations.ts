import type { AppContext } from '../app-context.js';
import type { OperationTable } from '../http/operation-table.js';
import { replyUnlessFailed, securedOperation } from '../http/operation.js';
import { createCheckoutSession, type CheckoutBody } from './checkout.js';
import {
  createConnectAccount, createConnectManagementLink, createPaymentMethodSession, createPortalSession, verifyCard,
} from './hosted-pages.js';

interface ConnectBody {
  readonly relative_redirect_path?: string | null;
}

/** Calls that answer a provider page to send the browser to, and the card check. */
export const checkoutOperations = (ctx: AppContext): OperationTable<
  'createCheckoutSession' | 'createUpdatePaymentMethodsSession' | 'createPortalSession' | 'verifyCard' | 'createConnectAccount'
  | 'createConnectAccountManagementLink'
> => ({
  createCheckoutSession: securedOperation<CheckoutBody>(async ({ body }, caller) => replyUnlessFailed(await createCheckoutSession(ctx, caller, body))),
  createUpdatePaymentMethodsSession: securedOperation(async (_input, caller) => replyUnlessFailed(await createPaymentMethodSession(ctx, caller))),
  createPortalSession: securedOperation(async (_input, caller) => replyUnlessFailed(await createPortalSession(ctx, caller))),
  verifyCard: securedOperation(async (_input, caller) => replyUnlessFailed(await verifyCard(ctx, caller))),
  createConnectAccount: securedOperation<ConnectBody>(async ({ body }, caller) =>
    replyUnlessFailed(await createConnectAccount(ctx, caller, body.relative_redirect_path))),
  createConnectAccountManagementLink: securedOperation<ConnectBody>(async ({ body }, caller) =>
    replyUnlessFailed(await createConnectManagementLink(ctx, caller, body.relative_redirect_path))),
});
