// Integration: HttpBillingApi against the real reference server (a child process), as the free demo user: reads the
// subscription and invoices, opens a checkout, and checks that the server's refusals arrive as the port's tags.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from './api-client.js';
import { demoAccessToken, left, right } from './api-results.test-support.js';
import { HttpBillingApi } from './http-billing-api.adapter.js';
import { startReferenceServer, STARTUP_TIMEOUT_MS, type ReferenceServer } from './reference-server-process.test-support.js';

let server: ReferenceServer | undefined;
let token: string | null = null;
let client: ApiClient;
let billing: HttpBillingApi;

beforeAll(async () => {
  server = await startReferenceServer();
  client = createApiClient({ baseUrl: server.baseUrl, accessToken: () => token });
  token = await demoAccessToken(client);
  billing = new HttpBillingApi(client);
}, STARTUP_TIMEOUT_MS + 5_000);

afterAll(async () => {
  await server?.stop();
});

const CREATOR = { tier: 'creator', billingPeriod: 'monthly_period' } as const;

describe('HttpBillingApi against the reference server', { timeout: 30_000 }, () => {
  it('reads the free subscription and its invoices, and opens a checkout', async () => {
    expect((await right(billing.getSubscription())).subscription).toMatchObject({ tier: 'free', status: 'free' });
    expect(await right(billing.listInvoices())).toEqual([]);
    const page = await right(billing.createCheckoutSession({ plan: CREATOR, currency: 'usd', promocode: null }));
    expect(page.url).toMatch(/\/sandbox\/checkout\//);
  });

  it('answers the server’s refusals as the port’s tags, with the server’s words', async () => {
    expect(await left(billing.createCheckoutSession({ plan: CREATOR, currency: 'usd', promocode: 'expired-coupon' }))).toEqual({
      _tag: 'CouponExpired',
      message: "This coupon has expired, please use a different one. We've removed it from your browser.",
    });
    expect(await left(billing.createCheckoutSession({ plan: CREATOR, currency: 'usd', promocode: 'no-such-code' }))).toEqual({
      _tag: 'InvalidCoupon',
      message: 'Coupon code no-such-code is invalid',
    });
    expect(await left(billing.cancelDowngrade())).toMatchObject({ _tag: 'NoSubscription' });
    expect(await left(billing.createConnectAccountManagementLink('/app/payouts'))).toMatchObject({ _tag: 'NoPayoutsAccount' });
  });

  it('answers SessionExpired without a valid token', async () => {
    const anonymous = new HttpBillingApi(createApiClient({ baseUrl: server?.baseUrl ?? '', accessToken: () => 'not-a-token' }));
    expect(await left(anonymous.getSubscription())).toMatchObject({ _tag: 'SessionExpired' });
  });
});
