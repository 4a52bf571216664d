import { describe, expect, it } from 'vitest';
import { advanceClock, DAY_SECONDS, subscribedAccount, subscriptionOf } from '../testing/billing-flows.js';
import { signUp } from '../testing/flows.js';
import { useTestApp } from '../testing/test-app.js';
import { testBackends } from '../testing/test-databases.js';

const DEC_22 = Date.UTC(2026, 11, 22, 12) / 1000;
const JAN_22 = Date.UTC(2027, 0, 22, 12) / 1000;

describe.each(testBackends())('usage and character-limit extension on $name', (backend) => {
  const t = useTestApp(backend);
  const extend = (token: string, newLimit: number) => t.api.post('/v1/user/extend-character-limit', { new_limit: newLimit }, token);
  const setCount = (workspaceId: string, count: number) =>
    t.db.query('UPDATE workspaces SET character_count = $2 WHERE workspace_id = $1', [workspaceId, count]);

  it('extends an active paid plan up to the domain\'s ceiling round(1.5 × limit + 50), until the next reset', async () => {
    const session = await subscribedAccount(t, 'extend@example.com');
    const token = session.access_token;
    const above = await extend(token, 150_051);
    expect(above.status).toBe(400);
    expect(above.body.detail).toEqual({ status: 'above_ceiling', message: 'Your character limit can be extended up to 150,050 characters.' });
    expect((await extend(token, 99_999)).body.detail.status).toBe('below_plan_limit');
    expect((await extend(token, 150_050)).body).toEqual({ status: 'ok' });
    expect((await subscriptionOf(t.api, token)).character_limit).toBe(150_050);
    expect((await t.api.get('/v1/workspace', token)).body.subscription.character_limit).toBe(150_050);
    await setCount(session.workspace_id, 120_000);
    // The 20,000 characters beyond the plan's own 100,000 at Creator's $0.30 per 1,000.
    expect((await subscriptionOf(t.api, token)).current_overage).toEqual({ amount: '6.00', currency: 'usd' });
    expect((await t.api.get('/v1/user', token)).body.subscription.current_overage).toEqual({ amount: '6.00', currency: 'usd' });
    await advanceClock(t.api, 30 * DAY_SECONDS);
    expect(await subscriptionOf(t.api, token)).toMatchObject({ character_count: 0, character_limit: 100_000, next_character_count_reset_unix: JAN_22 });
  });

  it('refuses extension on free, on a payment problem, and on enterprise and trial, which have no character limit', async () => {
    const free = await signUp(t.api, 'free@example.com');
    const refused = await extend(free.access_token, 10_000);
    expect({ status: refused.status, code: refused.body.detail.status }).toEqual({ status: 400, code: 'extension_not_allowed' });
    for (const tier of ['enterprise', 'trial']) {
      await t.db.query("UPDATE workspaces SET tier = $2, status = 'active' WHERE workspace_id = $1", [free.workspace_id, tier]);
      expect((await extend(free.access_token, 10_000)).body.detail.status).toBe('extension_not_allowed');
    }
    const paid = await subscribedAccount(t, 'problem@example.com');
    await t.db.query("UPDATE workspaces SET status = 'past_due' WHERE workspace_id = $1", [paid.workspace_id]);
    expect((await extend(paid.access_token, 120_000)).body.detail.status).toBe('extension_not_allowed');
  });

  it('resets a free workspace\'s count monthly from its creation, also across several months at once', async () => {
    const session = await signUp(t.api, 'monthly@example.com');
    await setCount(session.workspace_id, 9000);
    expect(await subscriptionOf(t.api, session.access_token)).toMatchObject({
      character_count: 9000, next_character_count_reset_unix: DEC_22, character_refresh_period: 'monthly_period',
    });
    await advanceClock(t.api, 29 * DAY_SECONDS);
    expect((await subscriptionOf(t.api, session.access_token)).character_count).toBe(9000);
    await advanceClock(t.api, 1 * DAY_SECONDS + 62 * DAY_SECONDS);
    expect(await subscriptionOf(t.api, session.access_token)).toMatchObject({
      character_count: 0, next_character_count_reset_unix: Date.UTC(2027, 2, 22, 12) / 1000,
    });
  });

  it('counts an annual plan\'s usage monthly too', async () => {
    const session = await subscribedAccount(t, 'annual-usage@example.com', { period: 'annual_period' });
    await setCount(session.workspace_id, 5000);
    await advanceClock(t.api, 30 * DAY_SECONDS);
    expect(await subscriptionOf(t.api, session.access_token)).toMatchObject({
      character_count: 0, next_character_count_reset_unix: JAN_22, billing_period: 'annual_period',
      payment_provider: { subscription: { current_period_end: Date.UTC(2027, 10, 22, 12) / 1000 } },
    });
  });
});
