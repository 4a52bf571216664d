import { subscriptionCurrency, type SubscriptionCurrency } from '@cadence/domain';
import type { Database } from '../../db/database.port.js';
import type { InvoiceStatus, ProviderInvoice } from '../payment-provider.port.js';
import { sandboxId } from './sandbox-store.js';

interface InvoiceRow {
  readonly [column: string]: unknown;
  readonly invoice_id: string;
  readonly subscription_id: string | null;
  readonly amount_due_cents: number;
  readonly amount_paid_cents: number;
  readonly currency: string;
  readonly status: InvoiceStatus;
  readonly description: string;
  readonly created_at_ms: number;
}

const toInvoice = (row: InvoiceRow): ProviderInvoice => ({
  invoiceId: row.invoice_id,
  createdAtMs: row.created_at_ms,
  amountDueCents: row.amount_due_cents,
  amountPaidCents: row.amount_paid_cents,
  currency: subscriptionCurrency(row.currency),
  status: row.status,
  description: row.description,
});

export interface NewInvoice {
  readonly customerId: string;
  readonly subscriptionId: string;
  readonly amountDueCents: number;
  readonly currency: SubscriptionCurrency;
  readonly paid: boolean;
  readonly description: string;
  readonly nowMs: number;
}

/** Stores an invoice, paid or left open; answers its id. */
export const insertInvoice = async (db: Database, invoice: NewInvoice): Promise<string> => {
  const invoiceId = sandboxId('in');
  await db.query(
    `INSERT INTO sandbox_invoices (invoice_id, customer_id, subscription_id, amount_due_cents, amount_paid_cents, currency, status,
       description, created_at_ms) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [invoiceId, invoice.customerId, invoice.subscriptionId, invoice.amountDueCents, invoice.paid ? invoice.amountDueCents : 0,
      invoice.currency, invoice.paid ? 'paid' : 'open', invoice.description, invoice.nowMs],
  );
  return invoiceId;
};

/** The customer's invoices, newest first. */
export const customerInvoices = async (db: Database, customerId: string): Promise<readonly ProviderInvoice[]> =>
  (await db.query<InvoiceRow>('SELECT * FROM sandbox_invoices WHERE customer_id = $1 ORDER BY seq DESC', [customerId])).map(toInvoice);

export const openInvoices = async (db: Database, customerId: string): Promise<readonly (ProviderInvoice & { readonly subscriptionId: string | null })[]> =>
  (await db.query<InvoiceRow>("SELECT * FROM sandbox_invoices WHERE customer_id = $1 AND status = 'open' ORDER BY seq FOR UPDATE", [customerId]))
    .map((row) => ({ ...toInvoice(row), subscriptionId: row.subscription_id }));

export const markInvoicePaid = async (db: Database, invoiceId: string): Promise<void> => {
  await db.query("UPDATE sandbox_invoices SET status = 'paid', amount_paid_cents = amount_due_cents WHERE invoice_id = $1", [invoiceId]);
};

/** Closes the subscription's open invoices with a final status (void or uncollectible). */
export const closeOpenInvoices = async (db: Database, subscriptionId: string, status: 'void' | 'uncollectible'): Promise<void> => {
  await db.query("UPDATE sandbox_invoices SET status = $2 WHERE subscription_id = $1 AND status = 'open'", [subscriptionId, status]);
};

export const hasOpenInvoice = async (db: Database, subscriptionId: string): Promise<boolean> =>
  (await db.query("SELECT 1 FROM sandbox_invoices WHERE subscription_id = $1 AND status = 'open' LIMIT 1", [subscriptionId])).length > 0;

export type SessionKind = 'portal' | 'payment_method' | 'connect_onboarding' | 'connect_management';

export interface SessionRow {
  readonly [column: string]: unknown;
  readonly session_id: string;
  readonly kind: SessionKind;
  readonly owner_id: string;
  readonly return_url: string;
  readonly expires_at_ms: number;
}

/** Hosted pages other than checkout live a day, like a provider's short-lived portal links. */
export const SESSION_LIFETIME_MS = 24 * 3600 * 1000;

const SESSION_PREFIX: Readonly<Record<SessionKind, string>> = {
  portal: 'bps', payment_method: 'seti', connect_onboarding: 'acctlink', connect_management: 'acctmgmt',
};

/** Opens a hosted page of this kind for a workspace (portal, payment method) or a user (payouts); answers its id. */
export const insertSession = async (db: Database, kind: SessionKind, ownerId: string, returnUrl: string, nowMs: number): Promise<string> => {
  const sessionId = sandboxId(SESSION_PREFIX[kind]);
  await db.query(
    'INSERT INTO sandbox_sessions (session_id, kind, owner_id, return_url, created_at_ms, expires_at_ms) VALUES ($1, $2, $3, $4, $5, $6)',
    [sessionId, kind, ownerId, returnUrl, nowMs, nowMs + SESSION_LIFETIME_MS],
  );
  return sessionId;
};

/** The open session of that kind, or null when it does not exist or has expired. */
export const findSession = async (db: Database, sessionId: string, kind: SessionKind, nowMs: number): Promise<SessionRow | null> =>
  (await db.query<SessionRow>('SELECT * FROM sandbox_sessions WHERE session_id = $1 AND kind = $2 AND expires_at_ms > $3', [
    sessionId, kind, nowMs,
  ]))[0] ?? null;

export interface ConnectAccountRow {
  readonly [column: string]: unknown;
  readonly account_id: string;
  readonly user_id: string;
  readonly email: string;
  readonly details_submitted: boolean;
}

export const findConnectAccount = async (db: Database, userId: string): Promise<ConnectAccountRow | null> =>
  (await db.query<ConnectAccountRow>('SELECT * FROM sandbox_connect_accounts WHERE user_id = $1', [userId]))[0] ?? null;

export const ensureConnectAccount = async (db: Database, userId: string, email: string, nowMs: number): Promise<void> => {
  await db.query(
    `INSERT INTO sandbox_connect_accounts (account_id, user_id, email, created_at_ms) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id) DO NOTHING`,
    [sandboxId('acct'), userId, email, nowMs],
  );
};

export const submitConnectDetails = async (db: Database, userId: string): Promise<void> => {
  await db.query('UPDATE sandbox_connect_accounts SET details_submitted = true WHERE user_id = $1', [userId]);
};
