import { describe, expect, it } from 'vitest';
import { changePlan, invoicesOf, subscribedAccount, subscriptionOf } from '../testing/billing-flows.js';
import { useTestApp } from '../testing/test-app.js';
import { testBackends } from '../testing/test-databases.js';

describe.each(testBackends())('change-subscription idempotency on $name', (backend) => {
  const t = useTestApp(backend);

  const changeRows = (workspaceId: string) =>
    t.db.query('SELECT idempotency_key, response FROM subscription_change_keys WHERE workspace_id = $1', [workspaceId]);

  it('a double-submitted change with one key changes the subscription once and creates one invoice', async () => {
    const session = await subscribedAccount(t, 'twice@example.com');
    const token = session.access_token;
    const first = await changePlan(t.api, token, 'pro', 'monthly_period', 'change-key-0001');
    const second = await changePlan(t.api, token, 'pro', 'monthly_period', 'change-key-0001');
    expect([first.status, first.body, second.status, second.body]).toEqual([200, { status: 'ok' }, 200, { status: 'ok' }]);
    expect(await invoicesOf(t.api, token)).toHaveLength(2);
    expect((await subscriptionOf(t.api, token)).tier).toBe('pro');
    expect(await changeRows(session.workspace_id)).toEqual([{ idempotency_key: 'change-key-0001', response: { status: 'ok' } }]);
  });

  it('five concurrent changes with one key change the subscription once and create one invoice', async () => {
    const { access_token: token } = await subscribedAccount(t, 'concurrent@example.com');
    const answers = await Promise.all(Array.from({ length: 5 }, () => changePlan(t.api, token, 'pro', 'monthly_period', 'concurrent-key')));
    expect(answers.map((answer) => [answer.status, answer.body])).toEqual(Array.from({ length: 5 }, () => [200, { status: 'ok' }]));
    const invoices = await invoicesOf(t.api, token);
    expect(invoices.map((invoice) => invoice.description)).toEqual(['Change to Pro monthly (prorated)', 'Creator monthly subscription']);
    expect((await subscriptionOf(t.api, token)).previously_subscribed_tiers).toEqual(['creator']);
  });

  it('five concurrent downgrades with one key schedule once', async () => {
    const { access_token: token } = await subscribedAccount(t, 'concurrent-down@example.com', { tier: 'pro' });
    const answers = await Promise.all(Array.from({ length: 5 }, () => changePlan(t.api, token, 'starter', 'monthly_period', 'down-key-01')));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await subscriptionOf(t.api, token)).payment_provider.subscription_schedule.metadata.downgrade_to).toBe('starter_monthly_period');
  });

  it('refuses the same key with another body with 409, and a refused change keeps no key', async () => {
    const session = await subscribedAccount(t, 'reused@example.com');
    const token = session.access_token;
    await changePlan(t.api, token, 'pro', 'monthly_period', 'reused-key-01');
    const reused = await changePlan(t.api, token, 'growing_business', 'monthly_period', 'reused-key-01');
    expect({ status: reused.status, detail: reused.body.detail }).toEqual({
      status: 409, detail: { status: 'idempotency_key_reused', message: 'This idempotency key was already used for a different change.' },
    });
    expect((await changePlan(t.api, token, 'pro', 'monthly_period', 'reused-key-01', 'special-offer-30')).status).toBe(409);
    const refused = await changePlan(t.api, token, 'pro', 'monthly_period', 'refused-key-1');
    expect(refused.body.detail.status).toBe('same_plan');
    expect((await changeRows(session.workspace_id)).map((row) => row['idempotency_key'])).toEqual(['reused-key-01']);
    expect(await invoicesOf(t.api, token)).toHaveLength(2);
  });

  it('keys belong to one workspace: another workspace may use the same key', async () => {
    const one = await subscribedAccount(t, 'one@example.com');
    const two = await subscribedAccount(t, 'two@example.com');
    expect((await changePlan(t.api, one.access_token, 'pro', 'monthly_period', 'shared-key-1')).status).toBe(200);
    expect((await changePlan(t.api, two.access_token, 'growing_business', 'monthly_period', 'shared-key-1')).status).toBe(200);
    expect((await subscriptionOf(t.api, two.access_token)).tier).toBe('growing_business');
  });

  it('answers no_subscription to a free workspace', async () => {
    const { access_token: token } = await subscribedAccount(t, 'free-change@example.com');
    await t.api.post('/cancel-subscription', undefined, token);
    await t.api.post('/v1/dev/sandbox/advance-clock', { seconds: 31 * 24 * 3600 });
    const answer = await changePlan(t.api, token, 'pro', 'monthly_period', 'no-subscription');
    expect({ status: answer.status, code: answer.body.detail.status }).toEqual({ status: 400, code: 'no_subscription' });
  });
});
