import { CHECKOUT_COUPON_EXPIRED_MESSAGE } from '@cadence/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { seedPromoCodes } from '../seed/promo-codes.js';
import {
  CARDS, checkoutWith, invoicesOf, openPage, saveCard, startCheckout, submitPage, subscriptionOf,
} from '../testing/billing-flows.js';
import { signUp } from '../testing/flows.js';
import { TEST_START_MS } from '../testing/test-clock.js';
import { useTestApp } from '../testing/test-app.js';
import { testBackends } from '../testing/test-databases.js';

const ONE_MONTH_LATER_UNIX = Date.UTC(2026, 11, 22, 12) / 1000;
const SUCCESS_URL = 'http://localhost:5173/app/subscription?checkout=success';

describe.each(testBackends())('checkout in the payment sandbox on $name', (backend) => {
  const t = useTestApp(backend);
  beforeEach(async () => {
    await seedPromoCodes(t.db, t.clock);
  });

  it('starts free, checks out Creator monthly with the first-month offer, and becomes an active Creator subscription', async () => {
    const { access_token: token } = await signUp(t.api, 'buyer@example.com');
    expect(await subscriptionOf(t.api, token)).toMatchObject({
      tier: 'free', status: 'free', currency: 'usd', character_limit: 10_000, next_invoice: null, has_open_invoices: false,
      previously_subscribed_tiers: [], payment_provider: { subscription: null, subscription_schedule: null }, has_payment_method: false,
    });
    const session = await startCheckout(t.api, token);
    expect(session.status).toBe(200);
    expect(session.body.url).toMatch(/^http:\/\/127\.0\.0\.1:8787\/sandbox\/checkout\/cs_test_[\w-]+$/);
    const page = await openPage(t, session.body.url);
    expect(page.status).toBe(200);
    expect(page.html).toContain('Creator monthly</strong>: $22 per month');
    expect(page.html).toContain('<strong>first-month-creator-50</strong>: 50% off for 1 month');
    expect(page.html).toContain('Due today: <strong data-testid="amount-due">$11</strong>');
    expect(page.html).toContain('4242 4242 4242 4242');
    const paid = await submitPage(t, session.body.url, CARDS.succeeds);
    expect({ status: paid.status, location: paid.location }).toEqual({ status: 303, location: SUCCESS_URL });
    expect(await subscriptionOf(t.api, token)).toMatchObject({
      tier: 'creator', status: 'active', billing_period: 'monthly_period', currency: 'usd', character_count: 0, character_limit: 100_000,
      voice_limit: 30, can_extend_character_limit: true, allowed_to_extend_character_limit: true, max_character_limit_extension: 1000,
      max_credit_limit_extension: 50_050, professional_voice_slots_used_in_workspace: 0, current_overage: { amount: '0.00', currency: 'usd' },
      next_character_count_reset_unix: ONE_MONTH_LATER_UNIX, has_payment_method: true, has_open_invoices: false, open_invoices: [],
      next_invoice: {
        amount_due_cents: 2200, discount_percent_off: null, discount_amount_off: null, next_payment_attempt_unix: ONE_MONTH_LATER_UNIX,
        discounts: [], payment_intent_statusses: [],
      },
      payment_provider: { subscription: { current_period_end: ONE_MONTH_LATER_UNIX, cancel_at: null }, subscription_schedule: null },
    });
    expect(await invoicesOf(t.api, token)).toEqual([expect.objectContaining({
      created_unix: TEST_START_MS / 1000, amount_due_cents: 1100, amount_paid_cents: 1100, currency: 'usd', status: 'paid',
      description: 'Creator monthly subscription',
    })]);
    expect((await t.api.get('/v1/workspace', token)).body.subscription).toMatchObject({ tier: 'creator', status: 'active', character_limit: 100_000 });
    expect((await t.api.post('/verify-card', undefined, token)).body).toEqual({ status: 'ok', verified: true });
    expect((await openPage(t, session.body.url)).html).toContain('This checkout is complete.');
  });

  it('keeps a declined card on the checkout page with "Your card was declined." and charges nothing', async () => {
    const { access_token: token } = await signUp(t.api, 'declined@example.com');
    const session = await startCheckout(t.api, token);
    const declined = await submitPage(t, session.body.url, CARDS.declined);
    expect(declined.status).toBe(402);
    expect(declined.html).toContain('<p class="error" role="alert">Your card was declined.</p>');
    const unknown = await submitPage(t, session.body.url, '1234 5678 9012 3456');
    expect(unknown.html).toContain('Your card number is incorrect.');
    expect(await subscriptionOf(t.api, token)).toMatchObject({ tier: 'free', status: 'free', has_payment_method: false });
    expect(await invoicesOf(t.api, token)).toEqual([]);
    expect((await submitPage(t, session.body.url, CARDS.succeeds)).location).toBe(SUCCESS_URL);
  });

  it('leaves the subscription incomplete with the 0341 card until a good card pays its invoice', async () => {
    const { access_token: token } = await signUp(t.api, 'incomplete@example.com');
    const paid = await checkoutWith(t, token, CARDS.chargeFails);
    expect(paid.location).toBe('http://localhost:5173/app/subscription?checkout=incomplete');
    expect(await subscriptionOf(t.api, token)).toMatchObject({
      tier: 'free', status: 'incomplete', has_open_invoices: true, has_payment_method: true, next_invoice: null,
      open_invoices: [{ amount_due_cents: 1100, discounts: [], next_payment_attempt_unix: -1, payment_intent_statusses: [] }],
    });
    expect((await startCheckout(t.api, token)).body.detail.status).toBe('already_subscribed');
    expect((await saveCard(t, token, CARDS.succeeds)).location).toBe('http://localhost:5173/app/subscription?payment_method=updated');
    expect(await subscriptionOf(t.api, token)).toMatchObject({ tier: 'creator', status: 'active', has_open_invoices: false, open_invoices: [], character_limit: 100_000 });
    expect((await invoicesOf(t.api, token)).map((invoice) => invoice.status)).toEqual(['paid']);
  });

  it('lets an incomplete subscription expire after 23 hours, back to a plain free workspace', async () => {
    const { access_token: token } = await signUp(t.api, 'expire@example.com');
    await checkoutWith(t, token, CARDS.chargeFails);
    await t.api.post('/v1/dev/sandbox/advance-clock', { seconds: 23 * 3600 });
    expect(await subscriptionOf(t.api, token)).toMatchObject({ tier: 'free', status: 'free', has_open_invoices: false, payment_provider: { subscription: null } });
    expect((await invoicesOf(t.api, token)).map((invoice) => invoice.status)).toEqual(['void']);
    expect((await startCheckout(t.api, token)).status).toBe(200);
  });

  it('refuses an expired coupon with 400 coupon_expired and an unknown one with invalid_promocode', async () => {
    const { access_token: token } = await signUp(t.api, 'coupon@example.com');
    const expired = await startCheckout(t.api, token, { promocode: 'expired-coupon' });
    expect(expired.status).toBe(400);
    expect(expired.body.detail).toEqual({ status: 'coupon_expired', message: CHECKOUT_COUPON_EXPIRED_MESSAGE });
    expect((await startCheckout(t.api, token, { promocode: 'NOPE' })).body.detail).toEqual({ status: 'invalid_promocode', message: 'Coupon code NOPE is invalid' });
  });

  it('applies the pending workspace discount by default and uses it up; no_default_promocode charges the full price', async () => {
    const first = await signUp(t.api, 'pending@example.com');
    expect((await t.api.post('/apply-discount', { discount_code: 'special-offer-30' }, first.access_token)).status).toBe(200);
    expect((await checkoutWith(t, first.access_token, CARDS.succeeds)).status).toBe(303);
    expect((await invoicesOf(t.api, first.access_token))[0].amount_due_cents).toBe(1540);
    expect(await t.db.query('SELECT * FROM workspace_discounts')).toEqual([]);
    const second = await signUp(t.api, 'fullprice@example.com');
    await checkoutWith(t, second.access_token, CARDS.succeeds, { noDefault: true });
    expect((await invoicesOf(t.api, second.access_token))[0].amount_due_cents).toBe(2200);
    const third = await signUp(t.api, 'amount@example.com');
    await checkoutWith(t, third.access_token, CARDS.succeeds, { tier: 'pro', promocode: 'pro-9900' });
    expect((await invoicesOf(t.api, third.access_token))[0].amount_due_cents).toBe(0);
  });

  it('bills in eur only when the checkout said eur, with the catalogue\'s eur price', async () => {
    const { access_token: token } = await signUp(t.api, 'euro@example.com');
    const session = await startCheckout(t.api, token, { tier: 'pro', period: 'annual_period', currency: 'eur', noDefault: true });
    expect((await openPage(t, session.body.url)).html).toContain('Pro annual</strong>: 940€ per year');
    await submitPage(t, session.body.url, CARDS.succeeds);
    expect(await subscriptionOf(t.api, token)).toMatchObject({
      tier: 'pro', currency: 'eur', billing_period: 'annual_period', next_invoice: { amount_due_cents: 94_000 },
    });
    expect((await invoicesOf(t.api, token))[0]).toMatchObject({ amount_due_cents: 94_000, currency: 'eur' });
  });

  it('refuses a second checkout once subscribed, and checkouts by editors', async () => {
    const owner = await signUp(t.api, 'owner@example.com');
    await checkoutWith(t, owner.access_token, CARDS.succeeds, { noDefault: true });
    const again = await startCheckout(t.api, owner.access_token, { tier: 'pro' });
    expect({ status: again.status, code: again.body.detail.status }).toEqual({ status: 409, code: 'already_subscribed' });
    await t.db.query("UPDATE workspace_members SET role = 'editor' WHERE user_id = $1", [owner.user_id]);
    expect((await startCheckout(t.api, owner.access_token)).body.detail.status).toBe('billing_admin_only');
    expect((await t.api.get('/v1/user/subscription', owner.access_token)).status).toBe(200);
  });
});
