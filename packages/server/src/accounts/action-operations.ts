import type { AppContext } from '../app-context.js';
import type { OperationTable } from '../http/operation-table.js';
import { okUnlessFailed, publicOperation, replyUnlessFailed, securedOperation } from '../http/operation.js';
import { checkResetCode, confirmPasswordReset, optOutOfUpdates, verifyEmail } from './action-flows.js';
import { requestEmailChange, updateEmail } from './email-change.js';
import { grantSignInRequest, requestSupportAccess } from './support-access.js';

interface ActionCodeRequest {
  readonly action_code: string;
}

interface ResetPasswordRequest extends ActionCodeRequest {
  readonly new_password: string;
}

/** Everything done with an action code, and the requests that send one. */
export const actionOperations = (ctx: AppContext): OperationTable<
  | 'checkActionCode' | 'confirmPasswordReset' | 'verifyEmail' | 'optOutOfUpdates' | 'grantSignInRequest'
  | 'requestSupportAccess' | 'requestEmailChange' | 'updateEmail'
> => ({
  checkActionCode: publicOperation<ActionCodeRequest>(async ({ body, client }) =>
    replyUnlessFailed(await checkResetCode(ctx, client, body.action_code))),
  confirmPasswordReset: publicOperation<ResetPasswordRequest>(async ({ body, client }) =>
    okUnlessFailed(await confirmPasswordReset(ctx, client, body.action_code, body.new_password))),
  verifyEmail: publicOperation<ActionCodeRequest>(async ({ body, client }) =>
    okUnlessFailed(await verifyEmail(ctx, client, body.action_code))),
  optOutOfUpdates: publicOperation<{ readonly opt_out_updates_key: string }>(async ({ body, client }) =>
    okUnlessFailed(await optOutOfUpdates(ctx, client, body.opt_out_updates_key))),
  grantSignInRequest: securedOperation<{ readonly sign_in_request_verification_code: string }>(async ({ body, client }, caller) =>
    okUnlessFailed(await grantSignInRequest(ctx, client, caller, body.sign_in_request_verification_code))),
  requestSupportAccess: securedOperation<{ readonly email: string }>(async ({ body }, caller) =>
    okUnlessFailed(await requestSupportAccess(ctx, caller, body.email))),
  requestEmailChange: securedOperation<{ readonly new_email: string }>(async ({ body }, caller) =>
    okUnlessFailed(await requestEmailChange(ctx, caller, body.new_email))),
  updateEmail: securedOperation(async ({ query, client }, caller) => {
    const code = String(query['verification_code']);
    return okUnlessFailed(await updateEmail(ctx, client, caller, code, query['is_reverting'] === true));
  }),
});
