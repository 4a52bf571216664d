import type { AppContext } from '../app-context.js';
import { fail, isFailure, type Failure } from '../http/failure.js';
import { findUserById, updateUser } from '../users/user-repository.js';
import { checkActionCode } from './action-codes.js';
import { hashPassword } from './password-hashing.js';
import { checkPasswordRule } from './password-rule.js';
import { redeemActionCode, useActionCode } from './redeem-action-code.js';
import { revokeAllSessions } from './refresh-tokens.js';

/** The contract's ActionCodeInfo. */
export interface ActionCodeInfo {
  readonly email: string;
  readonly mode: 'resetPassword';
}

/** Checks a password-reset code without using it: answers the address it was sent to. */
export const checkResetCode = async (ctx: AppContext, client: string, code: string): Promise<ActionCodeInfo | Failure> => {
  const row = await checkActionCode(ctx.db, ctx.clock, client, code, 'resetPassword');
  return isFailure(row) ? row : { email: row.email, mode: 'resetPassword' };
};

/**
 * Sets a new password with a reset code. A weak password leaves the code usable; success uses it, marks the
 * address verified (the mail reached it) and ends every session of the account.
 */
export const confirmPasswordReset = async (
  ctx: AppContext, client: string, code: string, newPassword: string,
): Promise<'reset' | Failure> => {
  const row = await checkActionCode(ctx.db, ctx.clock, client, code, 'resetPassword');
  if (isFailure(row)) return row;
  const weak = checkPasswordRule(newPassword);
  if (weak !== null) return weak;
  const passwordHash = await hashPassword(newPassword);
  return useActionCode(ctx, row, async (tx) => {
    const user = await findUserById(tx, row.user_id);
    if (user === null || user.email !== row.email) return fail('invalid_action_code');
    await updateUser(tx, user.user_id, { password_hash: passwordHash, email_verified: true });
    await revokeAllSessions(tx, user.user_id, ctx.clock.now());
    return 'reset' as const;
  });
};

/** Verifies the address the code was sent to, if it is still the account's address. */
export const verifyEmail = (ctx: AppContext, client: string, code: string): Promise<'verified' | Failure> =>
  redeemActionCode(ctx, client, code, 'verifyEmail', async (tx, row) => {
    const user = await findUserById(tx, row.user_id);
    if (user === null || user.email !== row.email) return fail('invalid_action_code');
    await updateUser(tx, user.user_id, { email_verified: true });
    return 'verified' as const;
  });

/** Stops product-update e-mails for the account the code was sent for. */
export const optOutOfUpdates = (ctx: AppContext, client: string, code: string): Promise<'opted-out' | Failure> =>
  redeemActionCode(ctx, client, code, 'optOutOfUpdates', async (tx, row) => {
    await updateUser(tx, row.user_id, { agrees_to_product_updates: false });
    return 'opted-out' as const;
  });
