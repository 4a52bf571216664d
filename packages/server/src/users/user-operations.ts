import { randomBytes } from 'node:crypto';
import type { AppContext } from '../app-context.js';
import type { OperationTable } from '../http/operation-table.js';
import { fail } from '../http/failure.js';
import { ok, reply, securedOperation, type Caller, type Outcome } from '../http/operation.js';
import { findMembership } from '../workspaces/workspace-repository.js';
import { metadataColumns, type AccountMetadata } from './account-metadata.js';
import { withUser } from './current-user.js';
import { generateName } from './names.js';
import { updateUser, type UserPatch } from './user-repository.js';
import { userView } from './user-view.js';

type Nullable = string | null | undefined;

/** Sets columns of the caller's own user row and answers Ok. */
const patchCaller = (ctx: AppContext, caller: Caller, patch: UserPatch): Promise<Outcome> =>
  withUser(ctx, caller, async (user) => {
    await updateUser(ctx.db, user.user_id, patch);
    return ok();
  });

const flag = (ctx: AppContext, patch: UserPatch) => securedOperation((_input, caller) => patchCaller(ctx, caller, patch));

/** The signed-in user's record and flags. */
export const userOperations = (ctx: AppContext): OperationTable<
  | 'getUser' | 'updateUser' | 'editUserMetadata' | 'generateName' | 'getRand' | 'getReferralLink' | 'hasAlphaAccess'
  | 'requestAlphaAccess' | 'acceptBipaTerms' | 'dismissModerationWarning' | 'updateMfaFactors' | 'postRegistrationUserSetup'
> => ({
  getUser: securedOperation((_input, caller) =>
    withUser(ctx, caller, async (user) => {
      const membership = await findMembership(ctx.db, user.workspace_id, user.user_id);
      return membership === null ? fail('workspace_not_found') : reply(userView(user, membership, ctx.clock.now()));
    })),
  updateUser: securedOperation<{ readonly ccpa_opt_out: boolean }>(({ body }, caller) =>
    patchCaller(ctx, caller, { ccpa_opt_out: body.ccpa_opt_out })),
  editUserMetadata: securedOperation<{ readonly account_metadata: AccountMetadata }>(({ body }, caller) =>
    patchCaller(ctx, caller, metadataColumns(body.account_metadata))),
  generateName: securedOperation(async () => reply({ name: generateName() })),
  getRand: securedOperation(async () => reply({ rand: randomBytes(16).toString('hex') })),
  getReferralLink: securedOperation((_input, caller) =>
    withUser(ctx, caller, async (user) => reply({ referral_link: `${ctx.config.appOrigin}/?via=${user.referral_link_code}` }))),
  hasAlphaAccess: securedOperation((_input, caller) => withUser(ctx, caller, async (user) => reply({ has_alpha_access: user.has_alpha_access }))),
  // The reference server has no review queue: asking for alpha access grants it.
  requestAlphaAccess: flag(ctx, { has_alpha_access: true }),
  acceptBipaTerms: flag(ctx, { accepted_bipa_terms: true }),
  dismissModerationWarning: flag(ctx, { moderation_warning_dismissed: true }),
  updateMfaFactors: securedOperation<{ readonly sms_mfa_factor?: Nullable; readonly totp_mfa_factor?: Nullable }>(({ body }, caller) =>
    patchCaller(ctx, caller, { sms_mfa_factor: body.sms_mfa_factor, totp_mfa_factor: body.totp_mfa_factor })),
  postRegistrationUserSetup: securedOperation<{ readonly pid?: Nullable; readonly xid?: Nullable; readonly gcp_marketplace_jwt?: Nullable }>(
    ({ body }, caller) => patchCaller(ctx, caller, { pid: body.pid, xid: body.xid, gcp_marketplace_jwt: body.gcp_marketplace_jwt }),
  ),
});
