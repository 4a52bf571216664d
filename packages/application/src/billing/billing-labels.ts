import type { Invoice } from './billing-api.port.js';
import type { SubscriptionStatus } from '@cadence/domain';

/** How the subscription page names the API's statuses (display copy, not in the spec; what a status means is the domain's). */
export const SUBSCRIPTION_STATUS_LABELS: Readonly<Record<SubscriptionStatus, string>> = {
  active: 'Active',
  trialing: 'Trialing',
  incomplete: 'Incomplete',
  incomplete_expired: 'Incomplete, expired',
  past_due: 'Past due',
  canceled: 'Canceled',
  unpaid: 'Unpaid',
  paused: 'Paused',
  free: 'Free',
  free_disabled: 'Disabled',
};

/** How the invoices table names an invoice's status. */
export const INVOICE_STATUS_LABELS: Readonly<Record<Invoice['status'], string>> = {
  draft: 'Draft',
  open: 'Open',
  paid: 'Paid',
  uncollectible: 'Uncollectible',
  void: 'Void',
};
