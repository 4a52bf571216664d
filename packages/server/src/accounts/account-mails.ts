import type { AppContext } from '../app-context.js';
import { fail, type Failure } from '../http/failure.js';
import { actionLink, continueUrlFor, homeUrl } from '../mail/links.js';
import { sendMail } from '../mail/outbox.js';
import { passwordResetMail, verificationMail, type UpdatesFooter } from '../mail/templates.js';
import { findUserByEmail } from '../users/user-repository.js';
import { normalizeEmail, type UserRow } from '../users/user-row.js';
import { issueActionCode } from './action-codes.js';
import { MAIL_THROTTLE, isThrottled, recordAttempt, scopes } from './throttle.js';

export interface MailRequest {
  readonly email: string;
  readonly continue_url?: string;
}

/** The opt-out footer for users who agreed to product updates: a fresh optOutOfUpdates link. */
export const updatesFooter = async (ctx: AppContext, user: UserRow): Promise<UpdatesFooter | null> => {
  if (!user.agrees_to_product_updates) return null;
  const code = await issueActionCode(ctx.db, ctx.clock, { mode: 'optOutOfUpdates', userId: user.user_id, email: user.email });
  return { optOutLink: actionLink(ctx.config.appOrigin, 'optOutOfUpdates', code, homeUrl(ctx.config.appOrigin)) };
};

/** Counts a send to the address; answers too_many_attempts once the address had its share. */
const throttleMail = async (ctx: AppContext, email: string): Promise<Failure | null> => {
  const scope = scopes.mail(email);
  if (await isThrottled(ctx.db, ctx.clock, scope, MAIL_THROTTLE)) return fail('too_many_attempts');
  await recordAttempt(ctx.db, ctx.clock, scope);
  return null;
};

/** Sends the e-mail-verification link; unknown addresses get nothing (and the same answer). */
export const sendVerificationEmail = async (ctx: AppContext, request: MailRequest): Promise<'sent' | Failure> => {
  const email = normalizeEmail(request.email);
  const throttled = await throttleMail(ctx, email);
  if (throttled !== null) return throttled;
  const user = await findUserByEmail(ctx.db, email);
  if (user === null) return 'sent';
  if (user.email_verified) return fail('email_already_verified');
  const code = await issueActionCode(ctx.db, ctx.clock, { mode: 'verifyEmail', userId: user.user_id, email: user.email });
  const link = actionLink(ctx.config.appOrigin, 'verifyEmail', code, continueUrlFor(ctx.config.appOrigin, request.continue_url));
  await sendMail(ctx.db, ctx.clock, verificationMail(user.email, link, await updatesFooter(ctx, user)));
  return 'sent';
};

/** Sends a password-reset link; unknown addresses get nothing and the same answer, so accounts stay private. */
export const sendPasswordResetEmail = async (ctx: AppContext, request: MailRequest): Promise<'sent' | Failure> => {
  const email = normalizeEmail(request.email);
  const throttled = await throttleMail(ctx, email);
  if (throttled !== null) return throttled;
  const user = await findUserByEmail(ctx.db, email);
  if (user === null) return 'sent';
  const code = await issueActionCode(ctx.db, ctx.clock, { mode: 'resetPassword', userId: user.user_id, email: user.email });
  const link = actionLink(ctx.config.appOrigin, 'resetPassword', code, continueUrlFor(ctx.config.appOrigin, request.continue_url));
  await sendMail(ctx.db, ctx.clock, passwordResetMail(user.email, link, await updatesFooter(ctx, user)));
  return 'sent';
};
