import { describe, it, expect } from 'vitest';
import { DEFAULT_PLAN_SCREEN_ENVIRONMENT } from '@cadence/domain';
import {
  initialPlanScreen, planScreenReducer, planScreenView, pressEffect, type PlanScreenEvent, type PlanScreenState,
} from './plan-screen.reducer.js';
import { subscription } from './testing/billing-fakes.js';

const reduce = planScreenReducer(DEFAULT_PLAN_SCREEN_ENVIRONMENT);
const run = (events: readonly PlanScreenEvent[], from: PlanScreenState = initialPlanScreen(null)): PlanScreenState => events.reduce(reduce, from);
const signedInWith = (sub = subscription()): PlanScreenEvent[] => [{ type: 'session', status: 'signedIn' }, { type: 'loaded', load: 1, subscription: sub }];
const DOWNGRADE: PlanScreenEvent = {
  type: 'dialogOpened', changeType: 'downgrade', plan: { tier: 'starter', billingPeriod: 'monthly_period' }, idempotencyKey: 'k-1',
};

describe('plan screen reducer: session and subscription', () => {
  it('is loading while the session is unknown, ready for a visitor, and loading a signed-in user until the subscription answers', () => {
    expect(run([{ type: 'session', status: 'unknown' }])).toMatchObject({ status: 'loading', loggedIn: null });
    expect(run([{ type: 'session', status: 'signedOut' }])).toMatchObject({ status: 'ready', loggedIn: false, subscription: null });
    const signedIn = run([{ type: 'session', status: 'signedIn' }]);
    expect(signedIn).toMatchObject({ status: 'loading', loggedIn: true, load: 1 });
    expect(run([{ type: 'loaded', load: 1, subscription: subscription() }], signedIn)).toMatchObject({ status: 'ready', subscription: subscription() });
  });

  it('ignores an answer to an older load, and one that arrives after a sign-out', () => {
    const reloaded = run([{ type: 'session', status: 'signedIn' }, { type: 'session', status: 'signedIn' }]);
    expect(run([{ type: 'loaded', load: 1, subscription: subscription() }], reloaded)).toBe(reloaded);
    const signedOut = run([{ type: 'session', status: 'signedIn' }, { type: 'session', status: 'signedOut' }]);
    expect(run([{ type: 'loaded', load: 1, subscription: subscription() }], signedOut)).toBe(signedOut);
  });

  it('a subscription that failed to load is ready without workspace data', () => {
    expect(run([{ type: 'session', status: 'signedIn' }, { type: 'loaded', load: 1, subscription: null }])).toMatchObject({ status: 'ready', subscription: null });
  });

  it('keeps the subscription shown while a refresh runs', () => {
    const refreshing = run([...signedInWith(), { type: 'pressed', tier: 'creator' }, { type: 'pressSettled', tier: 'creator', refresh: true }]);
    expect(refreshing).toMatchObject({ status: 'ready', load: 2, subscription: subscription() });
  });
});

describe('plan screen reducer: billing period and presses', () => {
  it('the stored period wins over the subscription’s, which wins over monthly; a selection replaces the stored one', () => {
    const yearly = subscription({ billingPeriod: 'annual_period' });
    expect(planScreenView(run(signedInWith(yearly)), DEFAULT_PLAN_SCREEN_ENVIRONMENT).billingPeriod).toBe('yearly');
    expect(planScreenView(run(signedInWith(yearly), initialPlanScreen('monthly')), DEFAULT_PLAN_SCREEN_ENVIRONMENT).billingPeriod).toBe('monthly');
    expect(run([{ type: 'periodSelected', choice: 'yearly' }]).storedPeriod).toBe('yearly');
  });

  it('a chosen currency prices the view for a visitor or a free workspace, survives a sign-in, and is ignored for a paid subscriber', () => {
    const env = DEFAULT_PLAN_SCREEN_ENVIRONMENT;
    const visitor = run([{ type: 'session', status: 'signedOut' }, { type: 'currencySelected', currency: 'eur' }]);
    expect(planScreenView(visitor, env)).toMatchObject({ currency: 'eur', canChooseCurrency: true });
    expect(planScreenView(run(signedInWith(subscription({ tier: 'free', status: 'free' })), visitor), env).currency).toBe('eur');
    const paid = run(signedInWith(subscription({ tier: 'pro', currency: 'usd' })));
    expect(run([{ type: 'currencySelected', currency: 'eur' }], paid)).toBe(paid);
    expect(planScreenView(paid, env)).toMatchObject({ currency: 'usd', canChooseCurrency: false });
  });

  it('a checkout or provider-call press marks its card pressing until it settles; other presses change nothing', () => {
    const free = run(signedInWith(subscription({ tier: 'free', status: 'free' })));
    expect(pressEffect(free, 'creator', DEFAULT_PLAN_SCREEN_ENVIRONMENT).kind).toBe('checkout');
    const pressing = run([{ type: 'pressed', tier: 'creator' }], free);
    expect(pressing.pressing).toBe('creator');
    expect(run([{ type: 'pressSettled', tier: 'starter', refresh: false }], pressing).pressing).toBe('creator');
    expect(run([{ type: 'pressSettled', tier: 'creator', refresh: false }], pressing)).toMatchObject({ pressing: null, load: 1 });
    const creator = run(signedInWith());
    expect(run([{ type: 'pressed', tier: 'pro' }], creator)).toBe(creator);
  });
});

describe('plan screen reducer: the plan-change dialog', () => {
  const open = run([...signedInWith(), DOWNGRADE]);

  it('opens with its key, becomes busy on confirmation and ignores a second one', () => {
    expect(open.dialog).toEqual({ changeType: 'downgrade', plan: { tier: 'starter', billingPeriod: 'monthly_period' }, idempotencyKey: 'k-1', busy: false });
    const busy = run([{ type: 'confirmed' }], open);
    expect(busy.dialog?.busy).toBe(true);
    expect(run([{ type: 'confirmed' }], busy)).toBe(busy);
    expect(run([{ type: 'confirmed' }], run([{ type: 'dismissed' }], open))).toMatchObject({ dialog: null });
  });

  it('a success closes the dialog and reloads; a failure keeps it open for a retry under the same key', () => {
    const busy = run([{ type: 'confirmed' }], open);
    expect(run([{ type: 'changeSettled', idempotencyKey: 'k-1', succeeded: true }], busy)).toMatchObject({ dialog: null, load: 2 });
    expect(run([{ type: 'changeSettled', idempotencyKey: 'k-1', succeeded: false }], busy)).toMatchObject({
      dialog: { idempotencyKey: 'k-1', busy: false }, load: 1,
    });
  });

  it('an answer for a dialog dismissed or replaced meanwhile leaves the screen’s dialog alone', () => {
    const dismissed = run([{ type: 'confirmed' }, { type: 'dismissed' }], open);
    expect(run([{ type: 'changeSettled', idempotencyKey: 'k-1', succeeded: false }], dismissed).dialog).toBeNull();
    const replaced = run([{ type: 'confirmed' }, { type: 'dismissed' }, { ...DOWNGRADE, idempotencyKey: 'k-2' }], open);
    expect(run([{ type: 'changeSettled', idempotencyKey: 'k-1', succeeded: true }], replaced)).toMatchObject({
      dialog: { idempotencyKey: 'k-2', busy: false }, load: 2,
    });
  });

  it('the view shows the dialog in the domain’s words', () => {
    expect(planScreenView(open, DEFAULT_PLAN_SCREEN_ENVIRONMENT).dialog).toMatchObject({ title: 'Downgrade to Starter', busy: false });
  });
});
