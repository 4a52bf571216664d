import type { AppContext } from '../app-context.js';
import { fail, type Failure } from '../http/failure.js';
import type { Caller } from '../http/operation.js';
import { emailChangeLink } from '../mail/links.js';
import { sendMail } from '../mail/outbox.js';
import { emailChangeMail, emailRevertMail } from '../mail/templates.js';
import { findUserByEmail, findUserById, updateUser } from '../users/user-repository.js';
import { normalizeEmail } from '../users/user-row.js';
import { issueActionCode } from './action-codes.js';
import { redeemActionCode } from './redeem-action-code.js';

/** Sends a code to the new address; confirming it changes the account's address. */
export const requestEmailChange = async (ctx: AppContext, caller: Caller, newEmail: string): Promise<'sent' | Failure> => {
  const target = normalizeEmail(newEmail);
  const user = await findUserById(ctx.db, caller.userId);
  if (user === null) return fail('unauthorized');
  if ((await findUserByEmail(ctx.db, target)) !== null) return fail('email_taken');
  const code = await issueActionCode(ctx.db, ctx.clock, { mode: 'emailChange', userId: user.user_id, email: target, newEmail: target });
  await sendMail(ctx.db, ctx.clock, emailChangeMail(target, emailChangeLink(ctx.config.appOrigin, code, false)));
  return 'sent';
};

/**
 * Applies an e-mail change (or, reverting, undoes one) with its code, for the signed-in account only. The
 * address set counts as verified; after a change the old address receives a revert code.
 */
export const updateEmail = (ctx: AppContext, client: string, caller: Caller, code: string, reverting: boolean): Promise<'updated' | Failure> =>
  redeemActionCode(ctx, client, code, reverting ? 'emailRevert' : 'emailChange', async (tx, row) => {
    const user = await findUserById(tx, caller.userId);
    if (user === null || row.user_id !== user.user_id || row.new_email === null) return fail('invalid_action_code');
    const owner = await findUserByEmail(tx, row.new_email);
    if (owner !== null && owner.user_id !== user.user_id) return fail('email_in_use');
    await updateUser(tx, user.user_id, { email: row.new_email, email_verified: true });
    if (!reverting) {
      const revert = await issueActionCode(tx, ctx.clock, { mode: 'emailRevert', userId: user.user_id, email: user.email, newEmail: user.email });
      await sendMail(tx, ctx.clock, emailRevertMail(user.email, row.new_email, emailChangeLink(ctx.config.appOrigin, revert, true)));
    }
    return 'updated' as const;
  });
