import type { Database } from '../../db/database.port.js';
import { emitUpdated, nowOf, type SandboxDeps } from './sandbox-context.js';
import { hasOpenInvoice, markInvoicePaid, openInvoices } from './sandbox-documents.js';
import { findCustomer, findSubscription, setCard, updateSubscription } from './sandbox-store.js';
import { usableCard } from './sandbox-checkout.js';

export type CardUpdateOutcome = { readonly saved: true } | { readonly error: string };

/** Subscriptions waiting for a payment become active once none of their invoices is open. */
const reactivate = async (deps: SandboxDeps, db: Database, subscriptionIds: ReadonlySet<string>, nowMs: number): Promise<void> => {
  for (const subscriptionId of subscriptionIds) {
    const row = await findSubscription(db, subscriptionId, true);
    if (row === null || (row.status !== 'incomplete' && row.status !== 'past_due')) continue;
    if (await hasOpenInvoice(db, subscriptionId)) continue;
    await updateSubscription(db, subscriptionId, { status: 'active' });
    await emitUpdated(deps, db, subscriptionId, nowMs);
  }
};

/**
 * Replaces the workspace's card on file with a typed test card. A declined or unknown card is refused with its message.
 * A card that pays settles every open invoice, and subscriptions left without one become active again.
 */
export const updatePaymentMethod = async (deps: SandboxDeps, db: Database, workspaceId: string, typed: string): Promise<CardUpdateOutcome> => {
  const card = usableCard(typed);
  if ('error' in card) return card;
  const customer = await findCustomer(db, workspaceId);
  if (customer === null) throw new Error(`No sandbox customer for workspace ${workspaceId}`);
  await setCard(db, customer.customer_id, card.number.slice(-4), card.behaviour === 'succeeds' ? 'succeeds' : 'charge_fails');
  if (card.behaviour !== 'succeeds') return { saved: true };
  const settled = new Set<string>();
  for (const invoice of await openInvoices(db, customer.customer_id)) {
    await markInvoicePaid(db, invoice.invoiceId);
    if (invoice.subscriptionId !== null) settled.add(invoice.subscriptionId);
  }
  await reactivate(deps, db, settled, await nowOf(deps, db));
  return { saved: true };
};
