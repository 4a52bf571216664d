import { expect } from 'vitest';
import type { ApiClient, Json } from './api-client.js';
import { signUp } from './flows.js';
import type { TestApp } from './test-app.js';

/** The sandbox's test cards, as a person types them. */
export const CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  chargeFails: '4000 0000 0000 0341',
} as const;

export const DAY_SECONDS = 24 * 3600;

/** The path of an absolute URL on the API's origin (hosted pages are requested in process). */
export const pathOf = (url: string): string => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

export interface PageAnswer {
  readonly status: number;
  readonly location: string | null;
  readonly html: string;
}

/** GETs a hosted page. */
export const openPage = async (t: TestApp, url: string): Promise<PageAnswer> => {
  const response = await t.app.request(pathOf(url));
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
};

/** Submits a hosted page's form (the card number, or nothing). */
export const submitPage = async (t: TestApp, url: string, cardNumber?: string): Promise<PageAnswer> => {
  const body = cardNumber === undefined ? '' : new URLSearchParams({ card_number: cardNumber }).toString();
  const response = await t.app.request(pathOf(url), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
};

export interface CheckoutOptions {
  readonly tier?: string;
  readonly period?: 'monthly_period' | 'annual_period';
  readonly currency?: 'usd' | 'eur';
  readonly promocode?: string | null;
  readonly noDefault?: boolean;
}

/** POST /create-checkout-session with defaults: creator, monthly, usd. */
export const startCheckout = (api: ApiClient, token: string, options: CheckoutOptions = {}) =>
  api.post('/create-checkout-session', {
    subscription_type: options.tier ?? 'creator',
    billing_period: options.period ?? 'monthly_period',
    currency: options.currency ?? 'usd',
    ...(options.promocode === undefined ? {} : { promocode: options.promocode }),
    ...(options.noDefault === undefined ? {} : { no_default_promocode: options.noDefault }),
  }, token);

/** Checks out and pays with a card; answers the checkout page's answer to the payment. */
export const checkoutWith = async (t: TestApp, token: string, card: string, options: CheckoutOptions = {}): Promise<PageAnswer> => {
  const session = await startCheckout(t.api, token, options);
  expect(session.status).toBe(200);
  return submitPage(t, session.body.url, card);
};

/** A new account subscribed by checkout with the good test card (no default discount unless asked). */
export const subscribedAccount = async (t: TestApp, email: string, options: CheckoutOptions = {}): Promise<Json> => {
  const session = await signUp(t.api, email);
  const paid = await checkoutWith(t, session.access_token, CARDS.succeeds, { noDefault: true, ...options });
  expect(paid.status).toBe(303);
  return session;
};

export const subscriptionOf = async (api: ApiClient, token: string): Promise<Json> => {
  const answer = await api.get('/v1/user/subscription', token);
  expect(answer.status).toBe(200);
  return answer.body;
};

export const invoicesOf = async (api: ApiClient, token: string): Promise<Json[]> => {
  const answer = await api.get('/v1/user/subscription/invoices', token);
  expect(answer.status).toBe(200);
  return answer.body.invoices;
};

/** Moves the sandbox clock forward. */
export const advanceClock = async (api: ApiClient, seconds: number): Promise<number> => {
  const answer = await api.post('/v1/dev/sandbox/advance-clock', { seconds });
  expect(answer.status).toBe(200);
  return answer.body.now_unix;
};

/** POST /change-subscription. */
export const changePlan = (api: ApiClient, token: string, tier: string, period: string, key: string, promocode?: string) =>
  api.post('/change-subscription', {
    subscription_type: tier, billing_period: period, idempotency_key: key, ...(promocode === undefined ? {} : { promocode }),
  }, token);

/** Saves a card on the payment-method page. */
export const saveCard = async (t: TestApp, token: string, card: string): Promise<PageAnswer> => {
  const session = await t.api.post('/create-update-payment-methods-session', undefined, token);
  expect(session.status).toBe(200);
  return submitPage(t, session.body.url, card);
};
