import { describe, expect, it } from 'vitest';
import { paymentProvider } from './payment-provider.js';

const stripe = { customer_id: 'cus_1' };
const marketplace = { account: 'gcp-1' };
const consolidated = { charge_workspace_id: 'ws_1' };

describe('payment provider', () => {
  it('is the card provider when its details exist, whatever else is set', () => {
    expect(paymentProvider({ stripe, gcpMarketplacePaymentDetails: marketplace, consolidatedBilling: consolidated })).toBe('stripe');
  });

  it('is the marketplace when there are no card details but marketplace details exist', () => {
    expect(paymentProvider({ stripe: null, gcpMarketplacePaymentDetails: marketplace, consolidatedBilling: consolidated })).toBe(
      'gcp_marketplace',
    );
  });

  it('is consolidated billing when only that is set', () => {
    expect(paymentProvider({ stripe: null, gcpMarketplacePaymentDetails: null, consolidatedBilling: consolidated })).toBe(
      'consolidated_billing',
    );
    expect(paymentProvider({ consolidatedBilling: consolidated })).toBe('consolidated_billing');
  });

  it('is none when nothing is set', () => {
    expect(paymentProvider({})).toBe('none');
    expect(paymentProvider({ stripe: null, gcpMarketplacePaymentDetails: null, consolidatedBilling: null })).toBe('none');
  });
});
