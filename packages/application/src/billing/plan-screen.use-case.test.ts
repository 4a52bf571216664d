import { describe, it, expect } from 'vitest';
import { map, of } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import * as E from 'fp-ts/lib/Either.js';
import {
  CHECKOUT_COUPON_EXPIRED_MESSAGE, CHECKOUT_SESSION_FAILED_MESSAGE, CHECKOUT_UNEXPECTED_ERROR_MESSAGE,
  DEFAULT_PLAN_SCREEN_ENVIRONMENT,
} from '@cadence/domain';
import { createPlanScreenUseCase } from './plan-screen.use-case.js';
import type { SessionState } from '../accounts/session.types.js';
import { fakeBilling, subscriptionDetails } from './testing/billing-fakes.js';
import { memoryStorage, recordingNotifications, sequentialIds } from '../shared/testing/shared-fakes.js';
import { Rejected, Unavailable } from '../shared/port-error.js';
import { CouponExpired } from '../accounts/account-api.port.js';
import { ServerFailed } from './billing-api.port.js';
import { coupon, failing, FREE_USER, setup, signedIn, signedOut } from './testing/plan-screen-harness.js';

describe('plan screen: cards', () => {
  it('shows the six catalogue plans, priced and described by the domain', () => {
    const { last, card } = setup({ sub: FREE_USER });
    expect(last().cards.map((c) => c.title)).toEqual(['Free', 'Starter', 'Creator', 'Pro', 'Scale', 'Business']);
    expect(card('creator')).toMatchObject({
      price: '$22',
      period: '/month',
      perMonthEquivalent: null,
      currency: 'usd',
      credits: '100,000 credits per month',
      conversationalAi: '250 minutes of Conversational AI',
      recommended: true,
      firstMonthOffer: { badge: '50% off your first month', struckPrice: '$22', price: '$11' },
    });
    expect(card('creator').button).toMatchObject({ label: 'Subscribe', enabled: true });
  });

  it('prices in eur for a eur subscription', () => {
    const { card } = setup({ sub: { ...FREE_USER, currency: 'eur' } });
    expect(card('creator').price).toBe('21€');
    expect(card('creator').firstMonthOffer).toMatchObject({ struckPrice: '21€', price: '10.50€' });
  });

  it('offers the first-month badge to visitors and never-paid users only', () => {
    expect(setup({ session: signedOut }).card('creator').firstMonthOffer).not.toBeNull();
    expect(setup({ sub: { ...FREE_USER, previouslySubscribedTiers: ['pro'] } }).card('creator').firstMonthOffer).toBeNull();
    expect(setup({ sub: FREE_USER }).card('pro').firstMonthOffer).toBeNull();
  });

  it('logged out: every button is enabled and leads to sign-up, without loading a subscription', () => {
    const { last, press, effects, billing } = setup({ session: signedOut });
    expect(last()).toMatchObject({ status: 'ready', loggedIn: false });
    expect(last().cards.map((c) => [c.button.label, c.button.enabled])).toEqual([
      ['Get Started Free', true], ['Start Today', true], ['Start Today', true], ['Start Today', true], ['Start Today', true], ['Start Today', true],
    ]);
    press('free');
    press('pro');
    expect(effects).toEqual([{ type: 'navigate', to: '/app/sign-up' }, { type: 'navigate', to: '/app/sign-up' }]);
    expect(billing.names()).toEqual([]);
  });

  it('without workspace data (the subscription failed to load) every button is disabled and does nothing', () => {
    const { last, press, effects } = setup({ billing: { getSubscription: failing(ServerFailed()) } });
    expect(last().status).toBe('ready');
    expect(last().cards.every((c) => !c.button.enabled && c.button.effect.kind === 'nothing')).toBe(true);
    press('pro');
    expect(effects).toEqual([]);
  });

  it('is loading until the login state and the subscription are known; buttons stay disabled meanwhile', () => {
    new TestScheduler((actual, expected) => expect(actual).toEqual(expected)).run(({ cold, hot, expectObservable }) => {
      const state$ = hot<SessionState>('a 9ms b', { a: { status: 'unknown' }, b: signedIn });
      const billing = fakeBilling({ getSubscription: () => cold('5ms (r|)', { r: E.right(subscriptionDetails()) }) });
      const useCase = createPlanScreenUseCase({
        billing, storage: memoryStorage(), ids: sequentialIds(), notifications: recordingNotifications(), session: { state$ },
        environment: DEFAULT_PLAN_SCREEN_ENVIRONMENT,
      });
      const summary = useCase.view$.pipe(map((v) => `${v.status}:${v.cards.filter((c) => c.button.enabled).length}`));
      expectObservable(summary).toBe('a 9ms a 4ms b', { a: 'loading:0', b: 'ready:6' });
    });
  });
});

describe('plan screen: billing period', () => {
  it('defaults from the current billing period, and yearly shows the annual price and its monthly equivalent', () => {
    const { last, card, storage } = setup({ sub: { billingPeriod: 'annual_period' } });
    expect(last().billingPeriod).toBe('yearly');
    expect(card('creator')).toMatchObject({ price: '$220', period: '/year', perMonthEquivalent: '$18.33', firstMonthOffer: null });
    expect(storage.entries['xi:billingPeriod']).toBeUndefined();
  });

  it('a stored choice wins over the current period; a stored value that is not a choice is ignored', () => {
    expect(setup({ sub: { billingPeriod: 'annual_period' }, storage: { 'xi:billingPeriod': 'monthly' } }).last().billingPeriod).toBe('monthly');
    expect(setup({ sub: { billingPeriod: 'annual_period' }, storage: { 'xi:billingPeriod': 'weekly' } }).last().billingPeriod).toBe('yearly');
    expect(setup({ session: signedOut }).last().billingPeriod).toBe('monthly');
  });

  it('selecting a period stores it in the browser and re-prices the cards (and the buttons) for it', () => {
    const { useCase, last, card, storage } = setup();
    expect(card('creator').button.label).toBe('Cancel Subscription');
    useCase.selectBillingPeriod('yearly');
    expect(storage.entries['xi:billingPeriod']).toBe('yearly');
    expect(last().billingPeriod).toBe('yearly');
    expect(card('creator')).toMatchObject({ price: '$220', button: { label: 'Upgrade' } });
  });
});

describe('plan screen: checkout (create)', () => {
  it('creates a checkout session for the card and leaves for its URL', () => {
    const { press, billing, effects } = setup({ sub: FREE_USER });
    press('creator');
    expect(billing.calls.at(-1)).toEqual({
      name: 'createCheckoutSession',
      args: [{ plan: { tier: 'creator', billingPeriod: 'monthly_period' }, currency: 'usd', promocode: null }],
    });
    expect(effects).toEqual([{ type: 'leave', url: 'https://pay.test/checkout/cs_1' }]);
  });

  it('sends the stored coupon once: cleared after the checkout that carried it', () => {
    const { press, billing, storage } = setup({ sub: FREE_USER, storage: { 'xi:coupon': JSON.stringify(coupon) } });
    press('creator');
    press('creator');
    const sent = billing.calls.filter((c) => c.name === 'createCheckoutSession').map((c) => (c.args[0] as { promocode: unknown }).promocode);
    expect(sent).toEqual(['WELCOME', null]);
    expect(storage.entries['xi:coupon']).toBeUndefined();
  });

  it('a coupon kept as a plain code (from an e-mail link) is sent as that code', () => {
    const { press, billing } = setup({ sub: FREE_USER, storage: { 'xi:coupon': 'special-offer-50' } });
    press('starter');
    expect(billing.calls.at(-1)?.args[0]).toMatchObject({ promocode: 'special-offer-50' });
  });

  it('an expired coupon: the spec toast, and the stored coupon is cleared', () => {
    const { press, effects, storage } = setup({
      sub: FREE_USER,
      storage: { 'xi:coupon': JSON.stringify(coupon) },
      billing: { createCheckoutSession: failing(CouponExpired('Coupon expired')) },
    });
    press('creator');
    expect(effects).toEqual([{ type: 'toast', kind: 'error', message: CHECKOUT_COUPON_EXPIRED_MESSAGE }]);
    expect(CHECKOUT_COUPON_EXPIRED_MESSAGE).toBe("This coupon has expired, please use a different one. We've removed it from your browser.");
    expect(storage.entries['xi:coupon']).toBeUndefined();
  });

  it.each([
    ['a failure of the service', ServerFailed()],
    ['another refusal', Rejected('Provider down')],
  ])('%s (another HTTP error): "Failed to create checkout session", and the coupon is kept', (_, error) => {
    const { press, effects, storage } = setup({
      sub: FREE_USER,
      storage: { 'xi:coupon': JSON.stringify(coupon) },
      billing: { createCheckoutSession: failing(error) },
    });
    press('creator');
    expect(effects).toEqual([{ type: 'toast', kind: 'error', message: 'Failed to create checkout session' }]);
    expect(CHECKOUT_SESSION_FAILED_MESSAGE).toBe('Failed to create checkout session');
    expect(storage.entries['xi:coupon']).toBe(JSON.stringify(coupon));
  });

  it.each([
    ['a network failure', Unavailable()],
    ['an answer that did not decode', Unavailable('unreadable')],
  ])('%s: "Unexpected error occurred, please try again later."', (_, error) => {
    const { press, effects } = setup({ sub: FREE_USER, billing: { createCheckoutSession: failing(error) } });
    press('creator');
    expect(effects).toEqual([{ type: 'toast', kind: 'error', message: 'Unexpected error occurred, please try again later.' }]);
    expect(CHECKOUT_UNEXPECTED_ERROR_MESSAGE).toBe('Unexpected error occurred, please try again later.');
  });
});

describe('plan screen: free flow', () => {
  it('a paid user pressing the free card starts the free flow: home', () => {
    const { card, press, effects, billing } = setup();
    expect(card('free').button).toMatchObject({ label: 'Get Started Free', enabled: true });
    press('free');
    expect(effects).toEqual([{ type: 'navigate', to: '/app/home' }]);
    expect(billing.names()).toEqual(['getSubscription']);
  });

  it('the free card of a free user is Subscribed and does nothing', () => {
    const { card, press, effects } = setup({ sub: FREE_USER });
    expect(card('free').button).toMatchObject({ label: 'Subscribed', enabled: false });
    press('free');
    expect(effects).toEqual([]);
  });
});

describe('plan screen: who is watching', () => {
  it('an intent sent while nobody watches the screen is ignored: there is no card to act on', () => {
    const billing = fakeBilling();
    const notifications = recordingNotifications();
    const storage = memoryStorage();
    const useCase = createPlanScreenUseCase({
      billing, storage, ids: sequentialIds(), notifications, session: { state$: of(signedIn) }, environment: DEFAULT_PLAN_SCREEN_ENVIRONMENT,
    });
    useCase.press('pro');
    useCase.selectBillingPeriod('yearly');
    expect(billing.names()).toEqual([]);
    expect(storage.entries).toEqual({});
    expect(notifications.notices).toEqual([]);
  });

  it('watchers share one screen: one load, one state', () => {
    const { useCase, billing, last } = setup();
    const second: string[] = [];
    useCase.view$.subscribe((v) => second.push(v.status));
    expect(billing.names()).toEqual(['getSubscription']);
    expect(second).toEqual([last().status]);
  });
});
