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
      approximateAudio: 'About 2 hours of audio',
      conversationalAi: '250 minutes of Conversational AI',
      recommended: true,
      firstMonthOffer: { badge: '50% off your first month', struckPrice: '$22', price: '$11' },
    });
    expect(card('creator').button).toMatchObject({ label: 'Subscribe', enabled: true });
  });

  it('shows the pricing screen\'s figures: concurrency 4/6/10/20/30/30, the approximate hours, prices with thousands separators', () => {
    const { last, card, useCase } = setup({ session: signedOut });
    expect(last().cards.map((c) => c.features.find((f) => f.includes('concurrent')))).toEqual([
      '4 concurrent requests', '6 concurrent requests', '10 concurrent requests', '20 concurrent requests', '30 concurrent requests', '30 concurrent requests',
    ]);
    expect(last().cards.map((c) => c.approximateAudio)).toEqual([
      null, null, 'About 2 hours of audio', 'About 10 hours of audio', 'About 40 hours of audio', 'About 180 hours of audio',
    ]);
    expect(card('scale_2024_08_10').price).toBe('$1,320');
    useCase.selectBillingPeriod('yearly');
    expect(card('scale_2024_08_10')).toMatchObject({ price: '$13,200', perMonthEquivalent: '$1,100' });
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

describe('plan screen: currency', () => {
  it('a visitor sees usd and may choose EUR: the cards are then priced in euros', () => {
    const { useCase, last, card } = setup({ session: signedOut });
    expect(last()).toMatchObject({ currency: 'usd', canChooseCurrency: true });
    useCase.selectCurrency('eur');
    expect(last().currency).toBe('eur');
    expect(card('creator')).toMatchObject({ price: '21€', currency: 'eur', firstMonthOffer: { struckPrice: '21€', price: '10.50€' } });
    expect(card('scale_2024_08_10').price).toBe('1,320€');
  });

  it('a free user who chose EUR pays in EUR: the checkout carries the chosen currency', () => {
    const { useCase, press, billing } = setup({ sub: FREE_USER });
    useCase.selectCurrency('eur');
    press('creator');
    expect(billing.calls.at(-1)).toEqual({
      name: 'createCheckoutSession',
      args: [{ plan: { tier: 'creator', billingPeriod: 'monthly_period' }, currency: 'eur', promocode: null }],
    });
  });

  it('a paid subscriber sees their own currency and cannot switch it', () => {
    const { useCase, last, card } = setup({ sub: { tier: 'pro', currency: 'eur' } });
    expect(last()).toMatchObject({ currency: 'eur', canChooseCurrency: false });
    useCase.selectCurrency('usd');
    expect(last().currency).toBe('eur');
    expect(card('pro').price).toBe('94€');
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
  it('a paid user pressing Get Started Free opens the downgrade to Free; confirming cancels at the period end, without a coupon', () => {
    const { card, last, press, confirm, effects, billing } = setup({ storage: { 'xi:coupon': JSON.stringify(coupon) } });
    expect(card('free').button).toMatchObject({ label: 'Get Started Free', enabled: true });
    press('free');
    expect(effects.filter((e) => e.type === 'navigate')).toEqual([]);
    expect(last().dialog).toMatchObject({ changeType: 'downgrade', plan: { tier: 'free' }, title: 'Downgrade to Free', confirmLabel: 'Downgrade' });
    confirm();
    expect(billing.names()).toEqual(['getSubscription', 'cancelSubscription', 'getSubscription']);
    expect(last().dialog).toBeNull();
  });

  it('a paid plan already set to cancel: Get Started Free says why there is nothing to confirm', () => {
    const { press, last, effects, billing } = setup({ sub: { tier: 'pro', cancelAtUnixSeconds: 1_767_225_600 } });
    press('free');
    expect(last().dialog).toBeNull();
    expect(effects).toEqual([{
      type: 'toast',
      kind: 'info',
      message: 'Your Pro plan is already canceled: your workspace moves to the Free plan at the end of the billing period. To keep Pro, press Do Not Cancel on its card.',
    }]);
    expect(billing.names()).toEqual(['getSubscription']);
  });

  it('a trial pressing Get Started Free starts the free flow: home', () => {
    const { press, effects } = setup({ sub: { tier: 'trial', status: 'trialing' } });
    press('free');
    expect(effects).toEqual([{ type: 'navigate', to: '/app/home' }]);
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
