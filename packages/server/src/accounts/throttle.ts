import { DAY_MS, MINUTE_MS, type Clock } from '../clock.js';
import type { Database } from '../db/database.port.js';

/** At most `limit` attempts within `windowMs`; one more is refused. */
export interface ThrottleRule {
  readonly limit: number;
  readonly windowMs: number;
}

/** Wrong action codes: 5 per client within 15 minutes. */
export const ACTION_CODE_THROTTLE: ThrottleRule = { limit: 5, windowMs: 15 * MINUTE_MS };
/** Wrong passwords: 5 per e-mail address within 15 minutes. */
export const SIGN_IN_THROTTLE: ThrottleRule = { limit: 5, windowMs: 15 * MINUTE_MS };
/** Verification and reset e-mails: 5 per address within 15 minutes. */
export const MAIL_THROTTLE: ThrottleRule = { limit: 5, windowMs: 15 * MINUTE_MS };

/** Throttle scopes name what is counted and for whom. */
export const scopes = {
  actionCode: (client: string) => `action-code:${client}`,
  signIn: (email: string) => `sign-in:${email}`,
  mail: (email: string) => `mail:${email}`,
} as const;

/** True when the scope has used up its attempts in the current window. */
export const isThrottled = async (db: Database, clock: Clock, scope: string, rule: ThrottleRule): Promise<boolean> => {
  const [row] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM attempts WHERE scope = $1 AND at_ms > $2', [
    scope,
    clock.now() - rule.windowMs,
  ]);
  return (row?.count ?? 0) >= rule.limit;
};

/** Counts one attempt against the scope (and forgets attempts older than a day). */
export const recordAttempt = async (db: Database, clock: Clock, scope: string): Promise<void> => {
  const now = clock.now();
  await db.query('DELETE FROM attempts WHERE at_ms < $1', [now - DAY_MS]);
  await db.query('INSERT INTO attempts (scope, at_ms) VALUES ($1, $2)', [scope, now]);
};

export const clearAttempts = async (db: Database, scope: string): Promise<void> => {
  await db.query('DELETE FROM attempts WHERE scope = $1', [scope]);
};
