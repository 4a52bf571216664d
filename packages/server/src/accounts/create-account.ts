import { ONBOARDING_USER_DEFAULTS } from '@cadence/domain';
import type { Database } from '../db/database.port.js';
import { fail, type Failure } from '../http/failure.js';
import { newId, newShortCode } from '../random.js';
import type { AccountMetadata } from '../users/account-metadata.js';
import { metadataColumns } from '../users/account-metadata.js';
import { findUserById } from '../users/user-repository.js';
import type { UserRow } from '../users/user-row.js';
import { addMember, insertFreeWorkspace } from '../workspaces/workspace-repository.js';

export interface NewAccount {
  /** Already normalised. */
  readonly email: string;
  readonly passwordHash: string;
  readonly firstName: string | null;
  readonly emailVerified: boolean;
  readonly metadata: AccountMetadata;
  readonly nowMs: number;
}

const workspaceName = (account: NewAccount): string =>
  `${account.firstName ?? account.email.slice(0, account.email.indexOf('@'))}'s Workspace`;

const insertUser = async (tx: Database, userId: string, workspaceId: string, account: NewAccount): Promise<boolean> => {
  const meta = metadataColumns(account.metadata);
  const rows = await tx.query(
    `INSERT INTO users (user_id, email, password_hash, email_verified, first_name, workspace_id,
       agrees_to_product_updates, is_onboarding_completed, is_onboarding_checklist_completed,
       geo_region, geo_country, geo_city, referral_link_code, public_user_id, created_at_ms)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
     ON CONFLICT (email) DO NOTHING RETURNING user_id`,
    [userId, account.email, account.passwordHash, account.emailVerified, account.firstName, workspaceId,
      meta.agrees_to_product_updates ?? false, ONBOARDING_USER_DEFAULTS.is_onboarding_completed,
      ONBOARDING_USER_DEFAULTS.is_onboarding_checklist_completed, meta.geo_region ?? null, meta.geo_country ?? null,
      meta.geo_city ?? null, newShortCode(10), newShortCode(20), account.nowMs],
  );
  return rows.length === 1;
};

/**
 * Creates a user with a personal free workspace whose admin they are. Run it inside atomically(): when the
 * e-mail is taken it answers email_taken and the workspace must be rolled back.
 */
export const createAccount = async (tx: Database, account: NewAccount): Promise<UserRow | Failure> => {
  const userId = newId();
  const workspaceId = newId();
  await insertFreeWorkspace(tx, { workspaceId, name: workspaceName(account), ownerId: userId, nowMs: account.nowMs });
  if (!(await insertUser(tx, userId, workspaceId, account))) return fail('email_taken');
  await addMember(tx, workspaceId, userId, 'admin', account.nowMs);
  return (await findUserById(tx, userId)) ?? fail('email_taken');
};
