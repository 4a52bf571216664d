import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as O from 'fp-ts/lib/Option.js';
import { PLAN_TIERS, TIERS, compareTiers, isFreeOrTrialTier, isPaidTier, type Tier } from '../tiers/index.js';
import {
  BILLING_PERIODS,
  SUBSCRIPTION_STATUSES,
  type BillingPeriod,
  type PlanChoice,
  type ScheduleMetadata,
  type Subscription,
} from '../subscriptions/index.js';
import { PLAN_ACTIONS } from './plan-action.js';
import { PLAN_BUTTON_LABELS, planButtonLabel } from './plan-button-label.js';
import { isPlanButtonEnabled } from './plan-button-enablement.js';
import { planBadges } from './plan-badges.js';
import { planButton } from './plan-button.js';
import { resolvePlanAction, type CurrentPlan } from './resolve-plan-action.js';

const tier = fc.constantFrom(...TIERS);
const paidTier = fc.constantFrom(...TIERS.filter(isPaidTier));
const period = fc.constantFrom(...BILLING_PERIODS);
const cancelAt = fc.option(fc.nat(), { nil: null });
const choice: fc.Arbitrary<PlanChoice> = fc.record({ tier, billingPeriod: period });

/** A scheduled downgrade written either as a bare tier or as tier plus period, with what it targets. */
const scheduled = fc.record({ tier, billingPeriod: period, bare: fc.boolean() });
const scheduleText = (s: { tier: Tier; billingPeriod: BillingPeriod; bare: boolean }): string =>
  s.bare ? s.tier : `${s.tier}_${s.billingPeriod}`;

/** Schedules that name no downgrade: absent, another type, or a target that is no tier ('#' starts no tier name). */
const unreadableSchedule: fc.Arbitrary<ScheduleMetadata | null> = fc.oneof(
  fc.constant(null),
  fc.record({ type: fc.constantFrom('upgrade', 'Downgrade', null), downgradeTo: fc.option(tier, { nil: null }) }),
  fc.record({ type: fc.constant('downgrade'), downgradeTo: fc.option(fc.string().map((x) => `#${x}`), { nil: null }) }),
);
const anySchedule: fc.Arbitrary<ScheduleMetadata | null> = fc.oneof(
  unreadableSchedule,
  scheduled.map((s) => ({ type: 'downgrade', downgradeTo: scheduleText(s) })),
);

const current: fc.Arbitrary<CurrentPlan> = fc.record({
  tier,
  billingPeriod: period,
  cancelAtUnixSeconds: cancelAt,
  scheduleMetadata: anySchedule,
});

const subscription: fc.Arbitrary<Subscription> = fc.record({
  tier,
  billingPeriod: period,
  status: fc.constantFrom(...SUBSCRIPTION_STATUSES),
  currency: fc.constantFrom('usd' as const, 'eur' as const),
  cancelAtUnixSeconds: cancelAt,
  scheduleMetadata: anySchedule,
  previouslySubscribedTiers: fc.array(tier, { maxLength: 3 }),
});

const buttonInput = fc.record({
  loggedIn: fc.boolean(),
  subscription: fc.option(subscription, { nil: null }),
  target: fc.record({ tier: fc.constantFrom(...PLAN_TIERS), billingPeriod: period }),
  environment: fc.oneof(
    fc.record({ isolated: fc.boolean() }),
    fc.record({ isolated: fc.boolean(), uncancellableTier: tier }),
  ),
});

describe('plan action properties', () => {
  it('property: resolution returns exactly one known action for every current subscription and target', () => {
    fc.assert(
      fc.property(current, choice, (c, t) => {
        const action = resolvePlanAction(c, t);
        expect(PLAN_ACTIONS.filter((a) => a === action)).toHaveLength(1);
        expect(resolvePlanAction(c, t)).toBe(action);
      }),
    );
  });

  it('property: a paid tier never resolves to create', () => {
    fc.assert(
      fc.property(current, choice, (c, t) => {
        fc.pre(isPaidTier(c.tier));
        expect(resolvePlanAction(c, t)).not.toBe('create');
      }),
    );
  });

  it('property: from free or trial, any other tier or period without a schedule resolves to create', () => {
    fc.assert(
      fc.property(current, choice, (c, t) => {
        fc.pre(isFreeOrTrialTier(c.tier) && (c.tier !== t.tier || c.billingPeriod !== t.billingPeriod));
        expect(resolvePlanAction({ ...c, scheduleMetadata: null }, t)).toBe('create');
      }),
    );
  });

  it('property: free or trial never resolves to cancelSubscription', () => {
    fc.assert(
      fc.property(current, choice, (c, t) => {
        fc.pre(isFreeOrTrialTier(c.tier));
        expect(resolvePlanAction(c, t)).not.toBe('cancelSubscription');
      }),
    );
  });

  it('property: cancelDowngrade exactly when the schedule targets that tier and period', () => {
    const schedule = fc.oneof(
      scheduled.map((s) => ({ targets: O.some(s), metadata: { type: 'downgrade', downgradeTo: scheduleText(s) } })),
      unreadableSchedule.map((metadata) => ({ targets: O.none, metadata })),
    );
    fc.assert(
      fc.property(current, schedule, choice, (c, { targets, metadata }, t) => {
        const targeted = O.exists(
          (s: { tier: Tier; billingPeriod: BillingPeriod; bare: boolean }) =>
            s.tier === t.tier && (s.bare ? c.billingPeriod : s.billingPeriod) === t.billingPeriod,
        )(targets);
        expect(resolvePlanAction({ ...c, scheduleMetadata: metadata }, t) === 'cancelDowngrade').toBe(targeted);
      }),
    );
  });

  it('property: across distinct paid tiers and periods, A to B is upgrade exactly when B to A is downgrade', () => {
    const plain = (c: PlanChoice): CurrentPlan => ({ ...c, cancelAtUnixSeconds: null, scheduleMetadata: null });
    const paidChoice = fc.record({ tier: paidTier, billingPeriod: period });
    fc.assert(
      fc.property(paidChoice, paidChoice, (a, b) => {
        fc.pre(a.tier !== b.tier || a.billingPeriod !== b.billingPeriod);
        const there = resolvePlanAction(plain(a), b);
        const back = resolvePlanAction(plain(b), a);
        expect(['upgrade', 'downgrade']).toContain(there);
        expect(there === 'upgrade').toBe(back === 'downgrade');
        expect(there === 'upgrade').toBe(compareTiers(b.tier, a.tier) > 0 || (a.tier === b.tier && b.billingPeriod === 'annual_period'));
      }),
    );
  });

  it('property: the same tier and period is never upgrade, downgrade or create', () => {
    fc.assert(
      fc.property(current, (c) => {
        const action = resolvePlanAction(c, { tier: c.tier, billingPeriod: c.billingPeriod });
        expect(['upgrade', 'downgrade', 'create']).not.toContain(action);
      }),
    );
  });

  it('property: logged-out buttons are never disabled and always lead to sign-up', () => {
    fc.assert(
      fc.property(buttonInput, (input) => {
        const button = planButton({ ...input, loggedIn: false });
        expect(button.enabled).toBe(true);
        expect(button.effect).toEqual({ kind: 'signUp' });
      }),
    );
  });

  it('property: every button label is one of the spec’s labels', () => {
    fc.assert(
      fc.property(buttonInput, (input) => {
        expect(PLAN_BUTTON_LABELS).toContain(planButton(input).label);
      }),
    );
  });

  it('property: a disabled button does nothing', () => {
    fc.assert(
      fc.property(buttonInput, (input) => {
        const button = planButton(input);
        expect(button.enabled || button.effect.kind === 'nothing').toBe(true);
      }),
    );
  });

  it('property: logged in without workspace data, every button is disabled', () => {
    fc.assert(
      fc.property(buttonInput, (input) => {
        expect(planButton({ ...input, loggedIn: true, subscription: null }).enabled).toBe(false);
      }),
    );
  });

  it('property: in an isolated environment a logged-in user can press only the free plan button', () => {
    fc.assert(
      fc.property(buttonInput, (input) => {
        const button = planButton({ ...input, loggedIn: true, environment: { ...input.environment, isolated: true } });
        expect(!button.enabled || input.target.tier === 'free').toBe(true);
      }),
    );
  });

  it('property: the free plan button never opens checkout, and opens the plan-change dialog only to downgrade a paid plan not already ending', () => {
    fc.assert(
      fc.property(buttonInput, (input) => {
        const button = planButton({ ...input, target: { ...input.target, tier: 'free' } });
        expect(button.effect.kind).not.toBe('checkout');
        if (button.effect.kind !== 'planChangeDialog') return;
        expect(button.effect.changeType).toBe('downgrade');
        expect(input.subscription !== null && isPaidTier(input.subscription.tier) && input.subscription.cancelAtUnixSeconds === null).toBe(true);
      }),
    );
  });

  it('property: a paid subscriber pressing Get Started Free is never sent away without a word', () => {
    fc.assert(
      fc.property(buttonInput, paidTier, (input, current) => {
        const subscription = input.subscription === null ? null : { ...input.subscription, tier: current };
        const button = planButton({ ...input, loggedIn: true, subscription, target: { ...input.target, tier: 'free' } });
        expect(button.effect.kind).not.toBe('freeFlow');
      }),
    );
  });

  it('property: the exported label, enablement and badge rules give exactly what planButton shows', () => {
    fc.assert(
      fc.property(buttonInput, (input) => {
        const button = planButton(input);
        expect(button.label).toBe(planButtonLabel(button.action, input.target.tier));
        if (!input.loggedIn || input.subscription === null || button.action === null) return;
        expect(button.enabled).toBe(isPlanButtonEnabled(button.action, input.subscription, input.target.tier, input.environment));
        expect(button.badges).toEqual(planBadges(input.subscription, input.target.tier));
      }),
    );
  });
});
