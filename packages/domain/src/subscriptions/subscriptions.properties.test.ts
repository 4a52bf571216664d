import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as O from 'fp-ts/lib/Option.js';
import { TIERS } from '../tiers/index.js';
import { BILLING_PERIODS } from './billing-period.js';
import { pendingDowngrade, parseDowngradeTarget } from './pending-downgrade.js';
import { paymentProvider } from './payment-provider.js';
import { hasCancelDate, isTreatedAsCanceled } from './subscription-predicates.js';
import { SUBSCRIPTION_STATUSES, hasPaymentProblem, isBlockedStatus } from './subscription-status.js';

const tier = fc.constantFrom(...TIERS);
const period = fc.constantFrom(...BILLING_PERIODS);
const detail = fc.option(fc.record({ id: fc.string() }), { nil: null });
const cancelAt = fc.option(fc.nat(), { nil: null });

describe('subscriptions properties', () => {
  it('property: a tier followed by a billing period reads back as that tier and period', () => {
    fc.assert(
      fc.property(tier, period, period, (t, p, current) => {
        expect(parseDowngradeTarget(`${t}_${p}`, current)).toEqual(O.some({ tier: t, billingPeriod: p }));
      }),
    );
  });

  it('property: a bare tier reads back with the current billing period', () => {
    fc.assert(
      fc.property(tier, period, (t, current) => {
        expect(parseDowngradeTarget(t, current)).toEqual(O.some({ tier: t, billingPeriod: current }));
      }),
    );
  });

  it('property: only schedule metadata of type downgrade yields a pending downgrade', () => {
    fc.assert(
      fc.property(fc.string(), tier, period, (type, t, p) => {
        fc.pre(type !== 'downgrade');
        expect(pendingDowngrade({ billingPeriod: p, scheduleMetadata: { type, downgradeTo: t } })).toEqual(O.none);
      }),
    );
  });

  it('property: the payment provider is the first of card, marketplace, consolidated billing that exists', () => {
    fc.assert(
      fc.property(detail, detail, detail, (stripe, gcp, consolidated) => {
        const expected =
          stripe !== null ? 'stripe' : gcp !== null ? 'gcp_marketplace' : consolidated !== null ? 'consolidated_billing' : 'none';
        expect(paymentProvider({ stripe, gcpMarketplacePaymentDetails: gcp, consolidatedBilling: consolidated })).toBe(expected);
      }),
    );
  });

  it('property: a subscription treated as canceled is paid, not enterprise, and has a cancel date', () => {
    fc.assert(
      fc.property(tier, cancelAt, (t, c) => {
        const sub = { tier: t, cancelAtUnixSeconds: c };
        const expected = hasCancelDate(sub) && !['free', 'trial', 'enterprise'].includes(t);
        expect(isTreatedAsCanceled(sub)).toBe(expected);
      }),
    );
  });

  it('property: every payment-problem status is blocked', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SUBSCRIPTION_STATUSES), (s) => {
        expect(!hasPaymentProblem(s) || isBlockedStatus(s)).toBe(true);
      }),
    );
  });
});
