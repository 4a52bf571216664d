import { DAY_MS, HOUR_MS, type Clock } from '../clock.js';
import type { Database } from '../db/database.port.js';
import { fail, type Failure } from '../http/failure.js';
import { newSecretToken, sha256 } from '../random.js';
import { ACTION_CODE_THROTTLE, isThrottled, recordAttempt, scopes } from './throttle.js';

/** What an action code lets its holder do. */
export type CodeMode = 'verifyEmail' | 'resetPassword' | 'optOutOfUpdates' | 'verifySignInRequest' | 'emailChange' | 'emailRevert';

/** Reset and verification codes expire after an hour, the others after a day. */
export const CODE_LIFETIME_MS: Readonly<Record<CodeMode, number>> = {
  verifyEmail: HOUR_MS,
  resetPassword: HOUR_MS,
  optOutOfUpdates: DAY_MS,
  verifySignInRequest: DAY_MS,
  emailChange: DAY_MS,
  emailRevert: DAY_MS,
};

export interface ActionCodeRow {
  readonly [column: string]: unknown;
  readonly code_hash: string;
  readonly mode: CodeMode;
  readonly user_id: string;
  /** The address the code was sent to. */
  readonly email: string;
  /** For emailChange and emailRevert: the address to set. */
  readonly new_email: string | null;
  /** For verifySignInRequest: the staff member who asked. */
  readonly requested_by: string | null;
}

export interface NewActionCode {
  readonly mode: CodeMode;
  readonly userId: string;
  readonly email: string;
  readonly newEmail?: string;
  readonly requestedBy?: string;
}

/** Stores a new code (only its hash) and answers the code itself, to be sent by e-mail. */
export const issueActionCode = async (db: Database, clock: Clock, code: NewActionCode): Promise<string> => {
  const secret = newSecretToken();
  const now = clock.now();
  await db.query(
    `INSERT INTO action_codes (code_hash, mode, user_id, email, new_email, requested_by, created_at_ms, expires_at_ms)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [sha256(secret), code.mode, code.userId, code.email, code.newEmail ?? null, code.requestedBy ?? null, now, now + CODE_LIFETIME_MS[code.mode]],
  );
  return secret;
};

/**
 * Checks a code without using it. A usable code (known, unused, unexpired, of this mode) is always honoured, however
 * many wrong codes came from the same client: the client is an address that other people may share (an office, a
 * carrier's NAT), and their mistakes must never lock a person's valid link out. The code itself is the guard (32
 * random bytes: guessing one is out of reach), so refusing it would add no safety. A wrong code counts as a failed
 * attempt of the client; once the client has used up its attempts, wrong codes are answered too_many_attempts.
 */
export const checkActionCode = async (
  db: Database, clock: Clock, client: string, code: string, mode: CodeMode,
): Promise<ActionCodeRow | Failure> => {
  const [row] = await db.query<ActionCodeRow>(
    'SELECT * FROM action_codes WHERE code_hash = $1 AND mode = $2 AND used_at_ms IS NULL AND expires_at_ms > $3',
    [sha256(code), mode, clock.now()],
  );
  if (row !== undefined) return row;
  const scope = scopes.actionCode(client);
  if (await isThrottled(db, clock, scope, ACTION_CODE_THROTTLE)) return fail('too_many_attempts');
  await recordAttempt(db, clock, scope);
  return fail('invalid_action_code');
};

/** Uses a checked code, once: answers false when it was used in the meantime. */
export const markCodeUsed = async (tx: Database, clock: Clock, row: ActionCodeRow): Promise<boolean> =>
  (await tx.query('UPDATE action_codes SET used_at_ms = $2 WHERE code_hash = $1 AND used_at_ms IS NULL RETURNING code_hash', [
    row.code_hash,
    clock.now(),
  ])).length === 1;
