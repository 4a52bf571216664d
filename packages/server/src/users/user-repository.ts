import type { Database } from '../db/database.port.js';
import { normalizeEmail, type UserRow } from './user-row.js';

export const findUserById = async (db: Database, userId: string): Promise<UserRow | null> =>
  (await db.query<UserRow>('SELECT * FROM users WHERE user_id = $1', [userId]))[0] ?? null;

export const findUserByEmail = async (db: Database, email: string): Promise<UserRow | null> =>
  (await db.query<UserRow>('SELECT * FROM users WHERE email = $1', [normalizeEmail(email)]))[0] ?? null;

/** The user columns the services change. */
interface PatchableColumns {
  readonly email: string;
  readonly email_verified: boolean;
  readonly password_hash: string;
  readonly workspace_id: string;
  readonly agrees_to_product_updates: boolean;
  readonly is_onboarding_checklist_completed: boolean;
  readonly onboarding_checklist: string;
  readonly ccpa_opt_out: boolean;
  readonly geo_region: string | null;
  readonly geo_country: string | null;
  readonly geo_city: string | null;
  readonly accepted_bipa_terms: boolean;
  readonly moderation_warning_dismissed: boolean;
  readonly has_alpha_access: boolean;
  readonly pid: string | null;
  readonly xid: string | null;
  readonly gcp_marketplace_jwt: string | null;
  readonly sms_mfa_factor: string | null;
  readonly totp_mfa_factor: string | null;
}

/** Some user columns to set; undefined leaves a column unchanged. */
export type UserPatch = { readonly [K in keyof PatchableColumns]?: PatchableColumns[K] | undefined };

const PATCHABLE: ReadonlySet<string> = new Set([
  'email', 'email_verified', 'password_hash', 'workspace_id', 'agrees_to_product_updates',
  'is_onboarding_checklist_completed', 'onboarding_checklist', 'ccpa_opt_out', 'geo_region', 'geo_country',
  'geo_city', 'accepted_bipa_terms', 'moderation_warning_dismissed', 'has_alpha_access', 'pid', 'xid',
  'gcp_marketplace_jwt', 'sms_mfa_factor', 'totp_mfa_factor',
] satisfies (keyof UserPatch)[]);

/** Sets the given columns of one user; only the columns of UserPatch are ever written. */
export const updateUser = async (db: Database, userId: string, patch: UserPatch): Promise<void> => {
  const entries = Object.entries(patch).filter(([column, value]) => value !== undefined && PATCHABLE.has(column));
  if (entries.length === 0) return;
  const assignments = entries.map(([column], index) => `${column} = $${index + 2}`).join(', ');
  await db.query(`UPDATE users SET ${assignments} WHERE user_id = $1`, [userId, ...entries.map(([, value]) => value)]);
};
