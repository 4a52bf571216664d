import type { AppContext } from '../app-context.js';
import type { OperationTable } from '../http/operation-table.js';
import { ok, okUnlessFailed, publicOperation, replyUnlessFailed } from '../http/operation.js';
import { sendPasswordResetEmail, sendVerificationEmail, type MailRequest } from './account-mails.js';
import { refreshSession, signIn, signOut, type Credentials } from './sign-in.js';
import { preSignUp, signUp, type PreSignUpRequest, type SignUpRequest } from './sign-up.js';

interface RefreshRequest {
  readonly refresh_token: string;
}

/** Sign-up, sign-in, refresh, sign-out and the two account e-mails. */
export const sessionOperations = (ctx: AppContext): OperationTable<
  'signUp' | 'signIn' | 'refreshSession' | 'signOut' | 'preSignUp' | 'sendVerificationEmail' | 'sendPasswordResetEmail'
> => ({
  signUp: publicOperation<SignUpRequest>(async ({ body }) => replyUnlessFailed(await signUp(ctx, body), 201)),
  signIn: publicOperation<Credentials>(async ({ body }) => replyUnlessFailed(await signIn(ctx, body))),
  refreshSession: publicOperation<RefreshRequest>(async ({ body }) => replyUnlessFailed(await refreshSession(ctx, body.refresh_token))),
  signOut: publicOperation<RefreshRequest>(async ({ body }) => {
    await signOut(ctx, body.refresh_token);
    return ok();
  }),
  preSignUp: publicOperation<PreSignUpRequest>(async ({ body }) => okUnlessFailed(await preSignUp(ctx, body))),
  sendVerificationEmail: publicOperation<MailRequest>(async ({ body }) => okUnlessFailed(await sendVerificationEmail(ctx, body))),
  sendPasswordResetEmail: publicOperation<MailRequest>(async ({ body }) => okUnlessFailed(await sendPasswordResetEmail(ctx, body))),
});
