import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import * as O from 'fp-ts/lib/Option.js';
import { BILLING_PERIODS } from '../subscriptions/index.js';
import { PLAN_TIERS, TIERS } from '../tiers/index.js';
import { CURRENCIES } from '../plans/index.js';
import { planForPromoAmountOff, PROMO_AMOUNTS_OFF_CENTS } from './promo-amount-plans.js';
import { firstMonthBadge, type PlanViewer } from './first-month-badge.js';
import { parseSpecialOfferCode, SPECIAL_OFFER_CODES } from './special-offers.js';

const LISTED_AMOUNTS = [500, 2200, 9900, 10000, 33000, 132000];

const amountOff = fc.oneof(
  fc.constantFrom(...LISTED_AMOUNTS),
  fc.integer(),
  fc.double(),
  fc.constant(null),
  fc.constant(undefined),
);

const subscriptionHistory = fc.record({
  tier: fc.constantFrom(...TIERS),
  previouslySubscribedTiers: fc.array(fc.constantFrom(...TIERS), { maxLength: 4 }),
});

const viewer: fc.Arbitrary<PlanViewer> = fc.oneof(
  fc.constant<PlanViewer>({ _tag: 'loggedOut' }),
  subscriptionHistory.map((subscription): PlanViewer => ({ _tag: 'loggedIn', subscription })),
);

describe('promo properties', () => {
  it('property: the amount_off mapping is total and only maps the listed amounts', () => {
    fc.assert(
      fc.property(amountOff, (amount) => {
        const plan = planForPromoAmountOff(amount);
        expect(O.isSome(plan)).toBe(typeof amount === 'number' && LISTED_AMOUNTS.includes(amount));
      }),
    );
    expect([...PROMO_AMOUNTS_OFF_CENTS].sort((a, b) => a - b)).toEqual(LISTED_AMOUNTS);
  });

  it('property: the first-month badge only ever shows on the creator monthly card, always for logged-out visitors there', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PLAN_TIERS), fc.constantFrom(...BILLING_PERIODS), fc.constantFrom(...CURRENCIES), viewer, (tier, billingPeriod, currency, v) => {
        const badge = firstMonthBadge({ tier, billingPeriod, currency }, v);
        const creatorMonthly = tier === 'creator' && billingPeriod === 'monthly_period';
        if (!creatorMonthly) expect(badge).toEqual(O.none);
        if (creatorMonthly && v._tag === 'loggedOut') expect(O.isSome(badge)).toBe(true);
      }),
    );
  });

  it('property: a logged-in user sees the badge exactly when neither their tier nor any previous tier is paid', () => {
    fc.assert(
      fc.property(subscriptionHistory, (subscription) => {
        const held = [subscription.tier, ...subscription.previouslySubscribedTiers];
        const neverPaid = held.every((t) => t === 'free' || t === 'trial');
        const card = { tier: 'creator', billingPeriod: 'monthly_period', currency: 'usd' } as const;
        const badge = firstMonthBadge(card, { _tag: 'loggedIn', subscription });
        expect(O.isSome(badge)).toBe(neverPaid);
      }),
    );
  });

  it('property: only the three special offer codes are recognised, each for the percent it names', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom(...SPECIAL_OFFER_CODES), fc.string()), (code) => {
        const offer = parseSpecialOfferCode(code);
        expect(O.isSome(offer)).toBe((SPECIAL_OFFER_CODES as readonly string[]).includes(code));
        if (O.isSome(offer)) expect(`special-offer-${String(offer.value.percentOff)}`).toBe(code);
      }),
    );
  });
});
