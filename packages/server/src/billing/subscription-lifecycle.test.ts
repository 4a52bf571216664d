import { describe, expect, it } from 'vitest';
import {
  advanceClock, CARDS, changePlan, checkoutWith, DAY_SECONDS, invoicesOf, saveCard, subscribedAccount, subscriptionOf,
} from '../testing/billing-flows.js';
import { useTestApp } from '../testing/test-app.js';
import { testBackends } from '../testing/test-databases.js';

const unix = (month: number, day: number, year = 2026): number => Date.UTC(year, month, day, 12) / 1000;
const DEC_22 = unix(11, 22);
const JAN_22 = unix(0, 22, 2027);

describe.each(testBackends())('the subscription lifecycle on $name', (backend) => {
  const t = useTestApp(backend);

  it('upgrades Creator to Pro at once, charging the prorated difference for the rest of the period', async () => {
    const { access_token: token } = await subscribedAccount(t, 'upgrade@example.com');
    await advanceClock(t.api, 10 * DAY_SECONDS);
    expect((await changePlan(t.api, token, 'pro', 'monthly_period', 'upgrade-to-pro')).body).toEqual({ status: 'ok' });
    expect(await subscriptionOf(t.api, token)).toMatchObject({
      tier: 'pro', status: 'active', character_limit: 500_000, previously_subscribed_tiers: ['creator'],
      next_invoice: { amount_due_cents: 9900, next_payment_attempt_unix: DEC_22 },
      payment_provider: { subscription: { current_period_end: DEC_22, cancel_at: null } },
    });
    // 20 of 30 days left: 9900 × 2/3 − 2200 × 2/3 = 6600 − 1467.
    expect((await invoicesOf(t.api, token))[0]).toMatchObject({ amount_due_cents: 5133, status: 'paid', description: 'Change to Pro monthly (prorated)' });
  });

  it('moving to annual starts a new annual period, crediting the unused part of the month', async () => {
    const { access_token: token } = await subscribedAccount(t, 'annual@example.com');
    await advanceClock(t.api, 15 * DAY_SECONDS);
    expect((await changePlan(t.api, token, 'creator', 'annual_period', 'go-annual')).status).toBe(200);
    expect((await invoicesOf(t.api, token))[0].amount_due_cents).toBe(22_000 - 1100);
    expect((await subscriptionOf(t.api, token)).payment_provider.subscription.current_period_end).toBe(Date.UTC(2027, 11, 7, 12) / 1000);
  });

  it('schedules a downgrade as the provider\'s schedule, replaces it, and cancels it', async () => {
    const { access_token: token } = await subscribedAccount(t, 'downgrade@example.com', { tier: 'pro' });
    expect((await changePlan(t.api, token, 'creator', 'monthly_period', 'downgrade-1')).status).toBe(200);
    expect(await subscriptionOf(t.api, token)).toMatchObject({
      tier: 'pro', character_limit: 500_000, next_invoice: { amount_due_cents: 2200 },
      payment_provider: { subscription_schedule: { metadata: { type: 'downgrade', downgrade_to: 'creator_monthly_period' } } },
    });
    await changePlan(t.api, token, 'starter', 'monthly_period', 'downgrade-2');
    expect((await subscriptionOf(t.api, token)).payment_provider.subscription_schedule.metadata.downgrade_to).toBe('starter_monthly_period');
    expect((await t.api.post('/cancel-downgrade', undefined, token)).body).toEqual({ status: 'ok' });
    expect(await subscriptionOf(t.api, token)).toMatchObject({ next_invoice: { amount_due_cents: 9900 }, payment_provider: { subscription_schedule: null } });
    const again = await t.api.post('/cancel-downgrade', undefined, token);
    expect(again.status).toBe(400);
    expect(again.body.detail).toEqual({ status: 'no_scheduled_downgrade', message: 'There is no scheduled downgrade to cancel.' });
    expect((await changePlan(t.api, token, 'pro', 'monthly_period', 'same-plan-key')).body.detail.status).toBe('same_plan');
    expect(await invoicesOf(t.api, token)).toHaveLength(1);
  });

  it('cancels at the period end, renews, and once canceled returns to free when the period ends', async () => {
    const { access_token: token } = await subscribedAccount(t, 'cancel@example.com');
    expect((await t.api.post('/cancel-subscription', undefined, token)).body).toEqual({ status: 'ok' });
    expect(await subscriptionOf(t.api, token)).toMatchObject({ next_invoice: null, payment_provider: { subscription: { current_period_end: DEC_22, cancel_at: DEC_22 } } });
    expect((await t.api.post('/cancel-subscription', undefined, token)).body.detail.status).toBe('already_canceled');
    expect((await t.api.post('/renew-subscription', undefined, token)).body).toEqual({ status: 'ok' });
    expect((await subscriptionOf(t.api, token)).payment_provider.subscription.cancel_at).toBeNull();
    const renewAgain = await t.api.post('/renew-subscription', undefined, token);
    expect({ status: renewAgain.status, code: renewAgain.body.detail.status }).toEqual({ status: 400, code: 'not_canceled' });
    await t.api.post('/cancel-subscription', undefined, token);
    await advanceClock(t.api, 30 * DAY_SECONDS);
    expect(await subscriptionOf(t.api, token)).toMatchObject({
      tier: 'free', status: 'free', character_limit: 10_000, previously_subscribed_tiers: ['creator'], next_invoice: null,
      payment_provider: { subscription: null, subscription_schedule: null },
    });
    expect(await invoicesOf(t.api, token)).toHaveLength(1);
    expect((await t.api.post('/cancel-subscription', undefined, token)).body.detail.status).toBe('no_subscription');
    await checkoutWith(t, token, CARDS.succeeds);
    expect((await invoicesOf(t.api, token))[0].amount_due_cents).toBe(2200);
  });

  it('advancing the clock applies the scheduled downgrade, renews with an invoice and resets the usage', async () => {
    const session = await subscribedAccount(t, 'renew@example.com', { tier: 'pro' });
    const token = session.access_token;
    await t.db.query('UPDATE workspaces SET character_count = 1234 WHERE workspace_id = $1', [session.workspace_id]);
    await changePlan(t.api, token, 'creator', 'monthly_period', 'down-at-renewal');
    expect(await advanceClock(t.api, 30 * DAY_SECONDS)).toBe(DEC_22);
    expect(await subscriptionOf(t.api, token)).toMatchObject({
      tier: 'creator', status: 'active', character_count: 0, character_limit: 100_000, previously_subscribed_tiers: ['pro'],
      next_character_count_reset_unix: JAN_22, next_invoice: { amount_due_cents: 2200, next_payment_attempt_unix: JAN_22 },
      payment_provider: { subscription: { current_period_end: JAN_22, cancel_at: null }, subscription_schedule: null },
    });
    expect((await invoicesOf(t.api, token))[0]).toMatchObject({ created_unix: DEC_22, amount_due_cents: 2200, status: 'paid', description: 'Creator monthly renewal' });
    await advanceClock(t.api, 62 * DAY_SECONDS);
    expect((await invoicesOf(t.api, token)).map((invoice) => invoice.created_unix)).toEqual([unix(1, 22, 2027), JAN_22, DEC_22, unix(10, 22)]);
  });

  it('goes past_due when a renewal fails on the card on file, recovers with a good card, and ends after a second failure', async () => {
    const { access_token: token } = await subscribedAccount(t, 'pastdue@example.com');
    expect((await saveCard(t, token, CARDS.chargeFails)).status).toBe(303);
    expect((await changePlan(t.api, token, 'pro', 'monthly_period', 'declined-upgrade')).body.detail.status).toBe('card_declined');
    await advanceClock(t.api, 30 * DAY_SECONDS);
    expect(await subscriptionOf(t.api, token)).toMatchObject({ tier: 'creator', status: 'past_due', has_open_invoices: true });
    expect((await changePlan(t.api, token, 'pro', 'monthly_period', 'while-past-due')).body.detail.status).toBe('subscription_not_active');
    await saveCard(t, token, CARDS.succeeds);
    expect(await subscriptionOf(t.api, token)).toMatchObject({ status: 'active', has_open_invoices: false });
    await saveCard(t, token, CARDS.chargeFails);
    await advanceClock(t.api, 31 * DAY_SECONDS);
    expect((await subscriptionOf(t.api, token)).status).toBe('past_due');
    await advanceClock(t.api, 31 * DAY_SECONDS);
    expect(await subscriptionOf(t.api, token)).toMatchObject({ tier: 'free', status: 'free', previously_subscribed_tiers: ['creator'] });
    expect((await invoicesOf(t.api, token)).map((invoice) => invoice.status)).toEqual(['uncollectible', 'uncollectible', 'paid', 'paid']);
  });
});
