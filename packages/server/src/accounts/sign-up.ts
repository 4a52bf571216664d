import type { AppContext } from '../app-context.js';
import type { Database } from '../db/database.port.js';
import { atomically } from '../db/unit-of-work.js';
import { fail, isFailure, type Failure } from '../http/failure.js';
import type { AccountMetadata } from '../users/account-metadata.js';
import { findUserByEmail } from '../users/user-repository.js';
import { normalizeEmail } from '../users/user-row.js';
import { createAccount } from './create-account.js';
import { hashPassword } from './password-hashing.js';
import { checkPasswordRule } from './password-rule.js';
import { openSession, type Session } from './sessions.js';

export interface SignUpRequest {
  readonly email: string;
  readonly password: string;
  readonly first_name?: string | null;
}

export interface PreSignUpRequest {
  readonly email: string;
  readonly account_metadata: AccountMetadata;
  readonly recaptcha_token: string;
  readonly pid?: string | null;
  readonly xid?: string | null;
  readonly invite_code?: string | null;
  readonly gcp_marketplace_jwt?: string | null;
}

const takePreSignUpMetadata = async (tx: Database, email: string): Promise<AccountMetadata> => {
  const [row] = await tx.query<{ account_metadata: AccountMetadata }>('DELETE FROM pre_sign_ups WHERE email = $1 RETURNING account_metadata', [email]);
  return row?.account_metadata ?? {};
};

/** Creates the account and its personal workspace, then starts a session; the pre-sign-up metadata is applied. */
export const signUp = async (ctx: AppContext, request: SignUpRequest): Promise<Session | Failure> => {
  const weak = checkPasswordRule(request.password);
  if (weak !== null) return weak;
  const email = normalizeEmail(request.email);
  if ((await findUserByEmail(ctx.db, email)) !== null) return fail('email_taken');
  const passwordHash = await hashPassword(request.password);
  return atomically(ctx.db, async (tx) => {
    const metadata = await takePreSignUpMetadata(tx, email);
    const firstName = request.first_name ?? null;
    const user = await createAccount(tx, { email, passwordHash, firstName, emailVerified: false, metadata, nowMs: ctx.clock.now() });
    return isFailure(user) ? user : openSession(ctx, tx, user);
  });
};

/** Records the sign-up metadata of an address that has no account yet (the captcha token is not checked). */
export const preSignUp = async (ctx: AppContext, request: PreSignUpRequest): Promise<'recorded' | Failure> => {
  const email = normalizeEmail(request.email);
  if ((await findUserByEmail(ctx.db, email)) !== null) return fail('email_taken');
  await ctx.db.query(
    `INSERT INTO pre_sign_ups (email, account_metadata, pid, xid, invite_code, gcp_marketplace_jwt, created_at_ms)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (email) DO UPDATE SET account_metadata = $2, pid = $3, xid = $4, invite_code = $5,
       gcp_marketplace_jwt = $6, created_at_ms = $7`,
    [email, JSON.stringify(request.account_metadata), request.pid ?? null, request.xid ?? null, request.invite_code ?? null,
      request.gcp_marketplace_jwt ?? null, ctx.clock.now()],
  );
  return 'recorded';
};
