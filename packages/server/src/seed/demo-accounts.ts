import type { Clock } from '../clock.js';
import type { Database } from '../db/database.port.js';
import { atomically } from '../db/unit-of-work.js';
import { createAccount } from '../accounts/create-account.js';
import { hashPassword } from '../accounts/password-hashing.js';
import { findUserByEmail } from '../users/user-repository.js';

/** The demo password; it passes the product's password rule. */
export const DEMO_PASSWORD = 'Cadence-demo-2026!';

/** Accounts every fresh database gets: a verified demo user and an internal support (staff) user. */
export const DEMO_ACCOUNTS = [
  { email: 'demo@cadence.dev', firstName: 'Demo' },
  { email: 'support@cadence.dev', firstName: 'Support' },
] as const;

/** Creates the demo accounts that do not exist yet; running it again changes nothing. Answers the e-mails created. */
export const seedDemoAccounts = async (db: Database, clock: Clock): Promise<readonly string[]> => {
  const created: string[] = [];
  for (const account of DEMO_ACCOUNTS) {
    if ((await findUserByEmail(db, account.email)) !== null) continue;
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const result = await atomically(db, (tx) =>
      createAccount(tx, { email: account.email, passwordHash, firstName: account.firstName, emailVerified: true, metadata: {}, nowMs: clock.now() }),
    );
    if (!('failure' in result)) created.push(account.email);
  }
  return created;
};
