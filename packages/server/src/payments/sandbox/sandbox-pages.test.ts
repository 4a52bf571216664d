import { describe, expect, it } from 'vitest';
import {
  CARDS, changePlan, openPage, submitPage, subscribedAccount, subscriptionOf,
} from '../../testing/billing-flows.js';
import { signUp } from '../../testing/flows.js';
import { useTestApp } from '../../testing/test-app.js';
import { testBackends } from '../../testing/test-databases.js';

describe.each(testBackends())('the sandbox\'s hosted pages on $name', (backend) => {
  const t = useTestApp(backend);

  it('shows the billing portal: subscription, schedule, card, invoices and the way back', async () => {
    const { access_token: token } = await subscribedAccount(t, 'portal@example.com', { tier: 'pro' });
    await changePlan(t.api, token, 'creator', 'monthly_period', 'portal-downgrade');
    const session = await t.api.post('/create-portal-session', undefined, token);
    expect(session.body.url).toMatch(/^http:\/\/127\.0\.0\.1:8787\/sandbox\/portal\/bps_/);
    const page = await openPage(t, session.body.url);
    expect(page.status).toBe(200);
    expect(page.html).toContain('<strong>Pro monthly</strong> · status <code>active</code> · USD');
    expect(page.html).toContain('Renews on 22 December 2026');
    expect(page.html).toContain('Scheduled downgrade to <code>creator_monthly_period</code>');
    expect(page.html).toContain('Next invoice: $22 on 22 December 2026');
    expect(page.html).toContain('Card ending in 4242');
    expect(page.html).toContain('<td>Pro monthly subscription</td><td>$99</td><td>paid</td>');
    expect(page.html).toContain('<a href="http://localhost:5173/app/subscription">Return to Cadence</a>');
  });

  it('replaces the card from the portal and returns to it; a declined card stays on the page', async () => {
    const { access_token: token } = await subscribedAccount(t, 'card@example.com');
    const portal = (await t.api.post('/create-portal-session', undefined, token)).body.url;
    const toCardPage = await submitPage(t, `${portal}/payment-method`);
    expect(toCardPage.status).toBe(303);
    const cardPage = toCardPage.location ?? '';
    expect((await openPage(t, cardPage)).html).toContain('Card on file: ending in 4242');
    const declined = await submitPage(t, cardPage, CARDS.declined);
    expect([declined.status, declined.html.includes('Your card was declined.')]).toEqual([402, true]);
    const saved = await submitPage(t, cardPage, '5555 5555 5555 4444');
    expect(saved.location).toBe(portal);
    expect((await openPage(t, portal)).html).toContain('Card ending in 4444');
  });

  it('answers 404 pages for unknown and expired sessions', async () => {
    expect((await openPage(t, 'http://127.0.0.1:8787/sandbox/checkout/cs_test_nope')).status).toBe(404);
    expect((await openPage(t, 'http://127.0.0.1:8787/sandbox/portal/bps_nope')).status).toBe(404);
    expect((await submitPage(t, 'http://127.0.0.1:8787/sandbox/payment-methods/seti_nope', CARDS.succeeds)).status).toBe(404);
    const { access_token: token } = await signUp(t.api, 'late@example.com');
    const checkout = (await t.api.post('/create-checkout-session', { subscription_type: 'starter', billing_period: 'monthly_period', currency: 'usd' }, token)).body.url;
    await t.api.post('/v1/dev/sandbox/advance-clock', { seconds: 24 * 3600 });
    expect((await openPage(t, checkout)).status).toBe(404);
    expect((await submitPage(t, checkout, CARDS.succeeds)).status).toBe(404);
    expect((await subscriptionOf(t.api, token)).tier).toBe('free');
  });

  it('creates a payouts account, onboards it and links to its management page, returning by the redirect rule', async () => {
    const { access_token: token } = await signUp(t.api, 'payee@example.com');
    const early = await t.api.post('/create-connect-account-management-link', {}, token);
    expect({ status: early.status, code: early.body.detail.status }).toEqual({ status: 400, code: 'no_connect_account' });
    const created = await t.api.post('/create-connect-account', { relative_redirect_path: '/app/payouts' }, token);
    expect(created.body.url).toMatch(/\/sandbox\/connect\/onboarding\/acctlink_/);
    expect((await openPage(t, created.body.url)).html).toContain('payee@example.com');
    expect((await submitPage(t, created.body.url)).location).toBe('http://localhost:5173/app/payouts');
    const evil = await t.api.post('/create-connect-account-management-link', { relative_redirect_path: 'https://evil.example/steal' }, token);
    const manage = await openPage(t, evil.body.url);
    expect(manage.html).toContain('Payouts enabled.');
    expect(manage.html).toContain('<a href="http://localhost:5173/app/payouts">Return to Cadence</a>');
    const again = await t.api.post('/create-connect-account', { relative_redirect_path: null }, token);
    expect((await openPage(t, again.body.url)).html).toContain('Details submitted');
  });

  it('says verified false until a card is on file', async () => {
    const { access_token: token } = await signUp(t.api, 'nocard@example.com');
    expect((await t.api.post('/verify-card', undefined, token)).body).toEqual({ status: 'ok', verified: false });
  });
});

describe.each(testBackends())('the sandbox clock without dev tools on $name', (backend) => {
  const t = useTestApp(backend, { devMailbox: false });

  it('answers 404 to advance-clock when the dev tools are off', async () => {
    const answer = await t.api.post('/v1/dev/sandbox/advance-clock', { seconds: 60 });
    expect({ status: answer.status, code: answer.body.detail.status }).toEqual({ status: 404, code: 'not_found' });
    expect(await t.db.query('SELECT * FROM sandbox_clock')).toEqual([]);
  });
});
