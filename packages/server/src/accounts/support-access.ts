import { isInternalStaff } from '@cadence/domain';
import type { AppContext } from '../app-context.js';
import { DAY_MS } from '../clock.js';
import { fail, type Failure } from '../http/failure.js';
import type { Caller } from '../http/operation.js';
import { actionLink, homeUrl } from '../mail/links.js';
import { sendMail } from '../mail/outbox.js';
import { signInRequestMail } from '../mail/templates.js';
import { newId } from '../random.js';
import { findUserByEmail, findUserById } from '../users/user-repository.js';
import { issueActionCode } from './action-codes.js';
import { redeemActionCode } from './redeem-action-code.js';

/** A grant lets support in for one day. */
export const SUPPORT_ACCESS_LIFETIME_MS = DAY_MS;

/** Internal staff (a verified address on a staff domain) ask a user for access: the user receives a verifySignInRequest link. */
export const requestSupportAccess = async (ctx: AppContext, caller: Caller, email: string): Promise<'requested' | Failure> => {
  const staff = await findUserById(ctx.db, caller.userId);
  const isStaff = staff !== null && staff.email_verified && isInternalStaff(staff.email, ctx.config.internalStaffDomains);
  if (staff === null || !isStaff) return fail('staff_only');
  const user = await findUserByEmail(ctx.db, email);
  if (user === null) return fail('user_not_found');
  const code = await issueActionCode(ctx.db, ctx.clock, {
    mode: 'verifySignInRequest', userId: user.user_id, email: user.email, requestedBy: caller.userId,
  });
  const link = actionLink(ctx.config.appOrigin, 'verifySignInRequest', code, homeUrl(ctx.config.appOrigin));
  await sendMail(ctx.db, ctx.clock, signInRequestMail(user.email, link, staff.email));
  return 'requested';
};

/** The signed-in user grants the request their code names; a code for another account is invalid. */
export const grantSignInRequest = (ctx: AppContext, client: string, caller: Caller, code: string): Promise<'granted' | Failure> =>
  redeemActionCode(ctx, client, code, 'verifySignInRequest', async (tx, row) => {
    if (row.user_id !== caller.userId || row.requested_by === null) return fail('invalid_action_code');
    const now = ctx.clock.now();
    await tx.query(
      'INSERT INTO support_access_grants (grant_id, user_id, staff_user_id, granted_at_ms, expires_at_ms) VALUES ($1, $2, $3, $4, $5)',
      [newId(), caller.userId, row.requested_by, now, now + SUPPORT_ACCESS_LIFETIME_MS],
    );
    return 'granted' as const;
  });
