import { CouponExpired, NothingToChange, Rejected, Unavailable } from '@cadence/application';
import * as E from 'fp-ts/lib/Either.js';
import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { fakeFetch, type CannedAnswer } from '../testing/fake-fetch.js';
import { createApiClient } from './api-client.js';
import { BILLING_ERRORS, HttpBillingApi } from './http-billing-api.adapter.js';
import { httpErrorFromBody, INVALID_RESPONSE_MESSAGE, invalidResponse, networkError } from './http-error.js';

const details = (overrides: Record<string, unknown> = {}) => ({
  tier: 'creator',
  status: 'active',
  currency: 'usd',
  billing_period: 'monthly_period',
  character_refresh_period: 'monthly_period',
  character_count: 25_000,
  character_limit: 100_000,
  max_character_limit_extension: 1_000,
  can_extend_character_limit: true,
  allowed_to_extend_character_limit: true,
  next_character_count_reset_unix: 1_798_000_000,
  voice_slots_used: 2,
  professional_voice_slots_used: 0,
  voice_limit: 30,
  max_voice_add_edits: 95,
  voice_add_edit_counter: 0,
  professional_voice_limit: 1,
  can_extend_voice_limit: false,
  can_use_instant_voice_cloning: true,
  can_use_professional_voice_cloning: true,
  next_invoice: { amount_due_cents: 2200, discount_percent_off: null, discount_amount_off: 1100, next_payment_attempt_unix: 1_798_000_000 },
  has_open_invoices: false,
  previously_subscribed_tiers: ['starter'],
  payment_provider: {
    subscription: { current_period_end: 1_798_000_000, cancel_at: null },
    subscription_schedule: { metadata: { type: 'downgrade', downgrade_to: 'starter_monthly_period' } },
  },
  has_payment_method: true,
  ...overrides,
});

const invoice = (overrides: Record<string, unknown> = {}) => ({
  invoice_id: 'in_1',
  created_unix: 1_790_000_000,
  amount_due_cents: 2200,
  amount_paid_cents: 2200,
  currency: 'usd',
  status: 'paid',
  description: 'Creator (monthly)',
  ...overrides,
});

const setup = (...answers: readonly (CannedAnswer | Error)[]) => {
  const server = fakeFetch(...answers);
  const client = createApiClient({ baseUrl: 'http://api.test', accessToken: () => 'token', fetch: server.fetch });
  const sent = (index = 0) => {
    const request = server.requests[index];
    return { method: request?.method, path: new URL(request?.url ?? 'http://x/').pathname, auth: request?.headers.get('Authorization') };
  };
  return { server, sent, api: new HttpBillingApi(client) };
};

const invalid = E.left(Unavailable(INVALID_RESPONSE_MESSAGE));
const ok = { status: 200, body: { status: 'ok' } };
const page = (url: string) => ({ status: 200, body: { url } });

describe('HttpBillingApi: reading the subscription', () => {
  it('maps the subscription with its provider object, schedule and next invoice', async () => {
    const { api, sent } = setup({ status: 200, body: details() });
    expect(await firstValueFrom(api.getSubscription())).toEqual(
      E.right({
        subscription: {
          tier: 'creator',
          billingPeriod: 'monthly_period',
          status: 'active',
          currency: 'usd',
          cancelAtUnixSeconds: null,
          scheduleMetadata: { type: 'downgrade', downgradeTo: 'starter_monthly_period' },
          previouslySubscribedTiers: ['starter'],
        },
        characterCount: 25_000,
        characterLimit: 100_000,
        canExtendCharacterLimit: true,
        allowedToExtendCharacterLimit: true,
        maxCharacterLimitExtension: 1_000,
        nextCharacterCountResetUnix: 1_798_000_000,
        voiceLimit: 30,
        professionalVoiceLimit: 1,
        nextInvoice: { amountDueCents: 2200, nextPaymentAttemptUnix: 1_798_000_000, discountPercentOff: null, discountAmountOffCents: 1100 },
        hasOpenInvoices: false,
        currentPeriodEndUnix: 1_798_000_000,
        hasPaymentMethod: true,
      }),
    );
    expect(sent()).toEqual({ method: 'GET', path: '/v1/user/subscription', auth: 'Bearer token' });
  });

  it('reads a free workspace without provider subscription, schedule or next invoice', async () => {
    const body = details({
      tier: 'free', status: 'free', next_invoice: null, previously_subscribed_tiers: [],
      payment_provider: { subscription: null, subscription_schedule: null },
    });
    const result = await firstValueFrom(setup({ status: 200, body }).api.getSubscription());
    expect(result).toEqual(
      E.right(expect.objectContaining({
        subscription: expect.objectContaining({ tier: 'free', status: 'free', cancelAtUnixSeconds: null, scheduleMetadata: null }) as unknown,
        nextInvoice: null,
        currentPeriodEndUnix: null,
      })),
    );
  });

  it.each([
    ['a status the domain does not know', details({ status: 'frozen' })],
    ['an unknown tier', details({ tier: 'platinum' })],
    ['an unknown previously held tier', details({ previously_subscribed_tiers: ['gold'] })],
    ['a currency other than usd or eur', details({ currency: 'gbp' })],
    ['a count that is not a number', details({ character_count: '25000' })],
    ['a missing flag', details({ has_payment_method: undefined })],
    ['a schedule without metadata', details({ payment_provider: { subscription: null, subscription_schedule: {} } })],
    ['a next invoice without its amount', details({ next_invoice: { next_payment_attempt_unix: 1, discount_percent_off: null, discount_amount_off: null } })],
    ['an array', [details()]],
  ])('does not trust a subscription with %s', async (_, body) => {
    expect(await firstValueFrom(setup({ status: 200, body }).api.getSubscription())).toEqual(invalid);
  });

  it('does not trust a body that is not JSON', async () => {
    expect(await firstValueFrom(setup({ status: 200, body: '<html>' }).api.getSubscription())).toEqual(invalid);
  });

  it('lists the invoices', async () => {
    const { api, sent } = setup({ status: 200, body: { invoices: [invoice(), invoice({ invoice_id: 'in_2', status: 'open', currency: 'eur' })] } });
    expect(await firstValueFrom(api.listInvoices())).toEqual(
      E.right([
        { invoiceId: 'in_1', createdUnix: 1_790_000_000, amountDueCents: 2200, amountPaidCents: 2200, currency: 'usd', status: 'paid', description: 'Creator (monthly)' },
        expect.objectContaining({ invoiceId: 'in_2', status: 'open', currency: 'eur' }),
      ]),
    );
    expect(sent()).toMatchObject({ method: 'GET', path: '/v1/user/subscription/invoices' });
  });

  it.each([
    ['an unknown invoice status', { invoices: [invoice({ status: 'refunded' })] }],
    ['a bare array', [invoice()]],
    ['an amount that is not a number', { invoices: [invoice({ amount_due_cents: null })] }],
  ])('does not trust invoices with %s', async (_, body) => {
    expect(await firstValueFrom(setup({ status: 200, body }).api.listInvoices())).toEqual(invalid);
  });
});

describe('HttpBillingApi: checkout and provider pages', () => {
  const creator = { tier: 'creator', billingPeriod: 'annual_period' } as const;

  it('creates a checkout session for the plan, currency and coupon, and answers its URL', async () => {
    const { api, sent, server } = setup(page('https://pay.test/checkout/cs_1'));
    const result = await firstValueFrom(api.createCheckoutSession({ plan: creator, currency: 'eur', promocode: 'WELCOME' }));
    expect(result).toEqual(E.right({ url: 'https://pay.test/checkout/cs_1' }));
    expect(sent()).toMatchObject({ method: 'POST', path: '/create-checkout-session' });
    expect(await server.jsonBody(0)).toEqual({ subscription_type: 'creator', billing_period: 'annual_period', currency: 'eur', promocode: 'WELCOME' });
  });

  it('sends a null promocode without a coupon, so the server applies its default discount', async () => {
    const { api, server } = setup(page('https://pay.test/checkout/cs_2'));
    await firstValueFrom(api.createCheckoutSession({ plan: creator, currency: 'usd', promocode: null }));
    expect(await server.jsonBody(0)).toEqual({ subscription_type: 'creator', billing_period: 'annual_period', currency: 'usd', promocode: null });
  });

  it('answers CouponExpired for coupon_expired, with the server message', async () => {
    const detail = { status: 'coupon_expired', message: "This coupon has expired, please use a different one. We've removed it from your browser." };
    const { api } = setup({ status: 400, body: { detail } });
    expect(await firstValueFrom(api.createCheckoutSession({ plan: creator, currency: 'usd', promocode: 'OLD' }))).toEqual(
      E.left(CouponExpired(detail.message)),
    );
  });

  it.each(['free', 'enterprise', 'trial'] as const)('refuses a checkout for %s without sending a request', async (tier) => {
    const { api, server } = setup();
    const result = await firstValueFrom(api.createCheckoutSession({ plan: { tier, billingPeriod: 'monthly_period' }, currency: 'usd', promocode: null }));
    expect(result).toEqual(E.left(Rejected(`The ${tier} tier cannot be bought or changed to.`)));
    expect(server.requests).toHaveLength(0);
  });

  it.each([
    ['a relative URL', { url: '/checkout' }],
    ['a javascript: URL', { url: 'javascript:alert(1)' }],
    ['no URL', {}],
    ['a URL that is not a string', { url: 42 }],
  ])('does not trust a hosted page with %s', async (_, body) => {
    const { api } = setup({ status: 200, body });
    expect(await firstValueFrom(api.createCheckoutSession({ plan: creator, currency: 'usd', promocode: null }))).toEqual(invalid);
  });

  it('opens the portal and the payment-method page', async () => {
    const { api, sent } = setup(page('https://pay.test/portal'), page('https://pay.test/payment-methods'));
    expect(await firstValueFrom(api.createPortalSession())).toEqual(E.right({ url: 'https://pay.test/portal' }));
    expect(await firstValueFrom(api.createUpdatePaymentMethodsSession())).toEqual(E.right({ url: 'https://pay.test/payment-methods' }));
    expect([sent(0), sent(1)].map((s) => `${s.method ?? ''} ${s.path}`)).toEqual([
      'POST /create-portal-session',
      'POST /create-update-payment-methods-session',
    ]);
  });

  it('opens the connect-account pages with the redirect path', async () => {
    const { api, server, sent } = setup(page('https://pay.test/connect'), page('https://pay.test/connect/manage'));
    expect(await firstValueFrom(api.createConnectAccount('/app/payouts'))).toEqual(E.right({ url: 'https://pay.test/connect' }));
    expect(await firstValueFrom(api.createConnectAccountManagementLink(null))).toEqual(E.right({ url: 'https://pay.test/connect/manage' }));
    expect([sent(0).path, sent(1).path]).toEqual(['/create-connect-account', '/create-connect-account-management-link']);
    expect([await server.jsonBody(0), await server.jsonBody(1)]).toEqual([{ relative_redirect_path: '/app/payouts' }, { relative_redirect_path: null }]);
  });

  it('reports a network failure as Unavailable', async () => {
    const { api } = setup(new TypeError('Failed to fetch'));
    expect(await firstValueFrom(api.createPortalSession())).toEqual(E.left(Unavailable()));
  });
});

describe('HttpBillingApi: changing the subscription', () => {
  it('changes the plan under the idempotency key, with the coupon', async () => {
    const { api, server, sent } = setup(ok);
    const result = await firstValueFrom(api.changeSubscription({ tier: 'pro', billingPeriod: 'monthly_period' }, 'key-0001', 'WELCOME'));
    expect(result).toEqual(E.right(undefined));
    expect(sent()).toMatchObject({ method: 'POST', path: '/change-subscription' });
    expect(await server.jsonBody(0)).toEqual({ subscription_type: 'pro', billing_period: 'monthly_period', idempotency_key: 'key-0001', promocode: 'WELCOME' });
  });

  it('refuses a change to free without sending a request', async () => {
    const { api, server } = setup();
    const result = await firstValueFrom(api.changeSubscription({ tier: 'free', billingPeriod: 'monthly_period' }, 'key-0001', null));
    expect(result).toEqual(E.left(expect.objectContaining({ _tag: 'Rejected' })));
    expect(server.requests).toHaveLength(0);
  });

  it.each([
    ['cancelDowngrade', '/cancel-downgrade'],
    ['renewSubscription', '/renew-subscription'],
    ['cancelSubscription', '/cancel-subscription'],
  ] as const)('%s posts to %s', async (call, path) => {
    const { api, sent } = setup(ok);
    expect(await firstValueFrom(api[call]())).toEqual(E.right(undefined));
    expect(sent()).toMatchObject({ method: 'POST', path });
  });

  it('passes the server detail message of a failed cancel on', async () => {
    const { api } = setup({ status: 400, body: { detail: { status: 'already_canceled', message: 'The subscription is already canceled.' } } });
    expect(await firstValueFrom(api.cancelSubscription())).toEqual(E.left(NothingToChange('The subscription is already canceled.')));
  });

  it('does not trust an answer other than ok', async () => {
    const { api } = setup({ status: 200, body: { status: 'done' } });
    expect(await firstValueFrom(api.renewSubscription())).toEqual(invalid);
  });

  it('extends the character limit', async () => {
    const { api, server, sent } = setup(ok);
    expect(await firstValueFrom(api.extendCharacterLimit(150_050))).toEqual(E.right(undefined));
    expect(sent()).toMatchObject({ method: 'POST', path: '/v1/user/extend-character-limit' });
    expect(await server.jsonBody(0)).toEqual({ new_limit: 150_050 });
  });
});

describe('HttpBillingApi: promo codes', () => {
  it('validates a code and maps the verdict', async () => {
    const { api, server, sent } = setup({ status: 200, body: { valid: true, amount_off: 2200, percent_off: null, duration_in_months: 1 } });
    expect(await firstValueFrom(api.validatePromocode('WELCOME'))).toEqual(
      E.right({ valid: true, amountOffCents: 2200, percentOff: null, durationInMonths: 1 }),
    );
    expect(sent()).toMatchObject({ method: 'POST', path: '/validate-promocode' });
    expect(await server.jsonBody(0)).toEqual({ promocode: 'WELCOME' });
  });

  it.each([
    ['a verdict that is not a boolean', { valid: 'yes', amount_off: null, percent_off: null, duration_in_months: null }],
    ['a missing discount field', { valid: false, amount_off: null, percent_off: null }],
    ['an amount that is not a number', { valid: true, amount_off: '2200', percent_off: null, duration_in_months: 1 }],
  ])('does not trust a verdict with %s', async (_, body) => {
    expect(await firstValueFrom(setup({ status: 200, body }).api.validatePromocode('X'))).toEqual(invalid);
  });
});

const failure = (status: number, code: string, message = 'Words people read.') =>
  httpErrorFromBody(status, 'Reason', { detail: { status: code, message } });

describe('BILLING_ERRORS', () => {
  it.each([
    [400, 'coupon_expired', 'CouponExpired'],
    [400, 'invalid_promocode', 'InvalidCoupon'],
    [400, 'card_declined', 'CardDeclined'],
    [400, 'same_plan', 'SamePlan'],
    [409, 'already_subscribed', 'AlreadySubscribed'],
    [400, 'no_subscription', 'NoSubscription'],
    [400, 'subscription_not_active', 'PaymentProblem'],
    [400, 'no_scheduled_downgrade', 'NothingToChange'],
    [400, 'not_canceled', 'NothingToChange'],
    [400, 'already_canceled', 'NothingToChange'],
    [403, 'billing_admin_only', 'BillingAdminOnly'],
    [400, 'extension_not_allowed', 'LimitNotAllowed'],
    [400, 'above_ceiling', 'LimitNotAllowed'],
    [400, 'below_plan_limit', 'LimitNotAllowed'],
    [400, 'no_connect_account', 'NoPayoutsAccount'],
    [401, 'unauthorized', 'SessionExpired'],
    [404, 'workspace_not_found', 'NotFound'],
    [429, 'too_many_attempts', 'RateLimited'],
    [409, 'idempotency_key_reused', 'Rejected'],
    [422, 'invalid_request', 'Rejected'],
  ])('%i %s is %s, with the server message', (status, code, tag) => {
    expect(BILLING_ERRORS(failure(status, code))).toEqual({ _tag: tag, message: 'Words people read.' });
  });

  it.each([500, 502, 503, 504])('%i is ServerFailed, without the failing service’s words', (status) => {
    expect(BILLING_ERRORS(failure(status, 'internal_error'))).toEqual({ _tag: 'ServerFailed', message: null });
  });

  it('a network failure or an unreadable answer is Unavailable', () => {
    expect(BILLING_ERRORS(networkError())).toEqual({ _tag: 'Unavailable', message: null });
    expect(BILLING_ERRORS(invalidResponse(200))).toEqual({ _tag: 'Unavailable', message: invalidResponse(200).message });
  });
});
