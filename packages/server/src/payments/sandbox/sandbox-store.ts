import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/database.port.js';
import type { CustomerRef } from '../payment-provider.port.js';
import type { CustomerRow, SubscriptionPatch, SubscriptionRow } from './sandbox-records.js';

/** A provider-style id: a prefix and 24 random bytes (the id of a hosted page is its only credential). */
export const sandboxId = (prefix: string): string => `${prefix}_${randomBytes(24).toString('base64url')}`;

/** Subscriptions that have not ended. */
export const LIVE_STATUSES = ['incomplete', 'active', 'past_due'] as const;

const SUBSCRIPTION_COLUMNS = `s.subscription_id, s.customer_id, c.workspace_id, s.tier, s.billing_period, s.currency, s.status,
  s.current_period_start_ms, s.current_period_end_ms, s.cancel_at_ms, s.schedule_type, s.schedule_downgrade_to, s.discount_code,
  s.discount_percent_off::float8 AS discount_percent_off, s.discount_amount_off_cents, s.discount_ends_at_ms, s.created_at_ms`;

export const findCustomer = async (db: Database, workspaceId: string): Promise<CustomerRow | null> =>
  (await db.query<CustomerRow>('SELECT * FROM sandbox_customers WHERE workspace_id = $1', [workspaceId]))[0] ?? null;

export const findCustomerById = async (db: Database, customerId: string): Promise<CustomerRow | null> =>
  (await db.query<CustomerRow>('SELECT * FROM sandbox_customers WHERE customer_id = $1', [customerId]))[0] ?? null;

/** The workspace's customer, created on first use. */
export const ensureCustomer = async (db: Database, customer: CustomerRef, nowMs: number): Promise<CustomerRow> => {
  await db.query(
    `INSERT INTO sandbox_customers (customer_id, workspace_id, email, created_at_ms) VALUES ($1, $2, $3, $4)
     ON CONFLICT (workspace_id) DO NOTHING`,
    [sandboxId('cus'), customer.workspaceId, customer.email, nowMs],
  );
  const row = await findCustomer(db, customer.workspaceId);
  if (row === null) throw new Error('The sandbox customer was not created');
  return row;
};

export const setCard = async (db: Database, customerId: string, last4: string, behaviour: 'succeeds' | 'charge_fails'): Promise<void> => {
  await db.query('UPDATE sandbox_customers SET card_last4 = $2, card_behaviour = $3 WHERE customer_id = $1', [customerId, last4, behaviour]);
};

/** The workspace's subscription that has not ended, locked for the caller's unit of work when asked. */
export const findLiveSubscription = async (db: Database, workspaceId: string, lock = false): Promise<SubscriptionRow | null> =>
  (await db.query<SubscriptionRow>(
    `SELECT ${SUBSCRIPTION_COLUMNS} FROM sandbox_subscriptions s JOIN sandbox_customers c USING (customer_id)
     WHERE c.workspace_id = $1 AND s.status IN (${LIVE_STATUSES.map((status) => `'${status}'`).join(', ')})
     ORDER BY s.created_at_ms DESC LIMIT 1${lock ? ' FOR UPDATE OF s' : ''}`,
    [workspaceId],
  ))[0] ?? null;

export const findSubscription = async (db: Database, subscriptionId: string, lock = false): Promise<SubscriptionRow | null> =>
  (await db.query<SubscriptionRow>(
    `SELECT ${SUBSCRIPTION_COLUMNS} FROM sandbox_subscriptions s JOIN sandbox_customers c USING (customer_id)
     WHERE s.subscription_id = $1${lock ? ' FOR UPDATE OF s' : ''}`,
    [subscriptionId],
  ))[0] ?? null;

/** Reads the subscription that must exist (the caller just found or created it). */
export const requireSubscription = async (db: Database, subscriptionId: string, lock = false): Promise<SubscriptionRow> => {
  const row = await findSubscription(db, subscriptionId, lock);
  if (row === null) throw new Error(`No sandbox subscription ${subscriptionId}`);
  return row;
};

/** A subscription as checkout creates it. */
export interface NewSubscription {
  readonly subscription_id: string;
  readonly customer_id: string;
  readonly tier: string;
  readonly billing_period: string;
  readonly currency: string;
  readonly status: 'incomplete' | 'active';
  readonly current_period_start_ms: number;
  readonly current_period_end_ms: number;
  readonly discount_code: string | null;
  readonly discount_percent_off: number | null;
  readonly discount_amount_off_cents: number | null;
  readonly discount_ends_at_ms: number | null;
  readonly created_at_ms: number;
}

export const insertSubscription = async (db: Database, row: NewSubscription): Promise<void> => {
  await db.query(
    `INSERT INTO sandbox_subscriptions (subscription_id, customer_id, tier, billing_period, currency, status, current_period_start_ms,
       current_period_end_ms, discount_code, discount_percent_off, discount_amount_off_cents, discount_ends_at_ms, created_at_ms)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [row.subscription_id, row.customer_id, row.tier, row.billing_period, row.currency, row.status, row.current_period_start_ms,
      row.current_period_end_ms, row.discount_code, row.discount_percent_off, row.discount_amount_off_cents, row.discount_ends_at_ms,
      row.created_at_ms],
  );
};

/** Writes the given columns of a subscription (names come from SubscriptionPatch, never from input). */
export const updateSubscription = async (db: Database, subscriptionId: string, patch: SubscriptionPatch): Promise<void> => {
  const entries = Object.entries(patch).filter(([, value]) => value !== undefined);
  if (entries.length === 0) return;
  const assignments = entries.map(([column], index) => `${column} = $${index + 2}`).join(', ');
  await db.query(`UPDATE sandbox_subscriptions SET ${assignments} WHERE subscription_id = $1`, [subscriptionId, ...entries.map(([, value]) => value)]);
};

/** Workspaces whose live subscription has reached its period end, or whose incomplete subscription is due to expire. */
export const workspacesWithDueSubscriptions = async (db: Database, nowMs: number, incompleteBeforeMs: number): Promise<readonly string[]> =>
  (await db.query<{ workspace_id: string }>(
    `SELECT DISTINCT c.workspace_id FROM sandbox_subscriptions s JOIN sandbox_customers c USING (customer_id)
     WHERE (s.status IN ('active', 'past_due') AND s.current_period_end_ms <= $1)
        OR (s.status = 'incomplete' AND s.created_at_ms <= $2)`,
    [nowMs, incompleteBeforeMs],
  )).map((row) => row.workspace_id);
