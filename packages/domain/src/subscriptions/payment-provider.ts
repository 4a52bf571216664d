/** Who bills a workspace: the card provider, the cloud marketplace, consolidated billing, or nobody. */
export type PaymentProvider = 'stripe' | 'gcp_marketplace' | 'consolidated_billing' | 'none';

/**
 * The workspace's payment details as they arrive (stripe, gcp_marketplace_payment_details,
 * consolidated_billing); a detail exists when it is neither null nor absent.
 */
export interface WorkspacePaymentDetails {
  readonly stripe?: unknown;
  readonly gcpMarketplacePaymentDetails?: unknown;
  readonly consolidatedBilling?: unknown;
}

const exists = (value: unknown): boolean => value !== null && value !== undefined;

/** Card provider if its details exist, else marketplace if its details exist, else consolidated billing if set, else none. */
export const paymentProvider = (details: WorkspacePaymentDetails): PaymentProvider =>
  exists(details.stripe)
    ? 'stripe'
    : exists(details.gcpMarketplacePaymentDetails)
      ? 'gcp_marketplace'
      : exists(details.consolidatedBilling)
        ? 'consolidated_billing'
        : 'none';
