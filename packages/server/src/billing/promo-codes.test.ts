import { CHECKOUT_COUPON_EXPIRED_MESSAGE } from '@cadence/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { MINUTE_MS } from '../clock.js';
import { EXPIRED_COUPON_EXPIRES_AT_MS, seedPromoCodes } from '../seed/promo-codes.js';
import { advanceClock, DAY_SECONDS, invoicesOf, subscribedAccount, subscriptionOf } from '../testing/billing-flows.js';
import { signUp } from '../testing/flows.js';
import { TEST_START_MS } from '../testing/test-clock.js';
import { useTestApp } from '../testing/test-app.js';
import { testBackends } from '../testing/test-databases.js';

const SEEDED = [
  'first-month-starter-80', 'first-month-creator-50', 'special-offer-30', 'special-offer-50', 'special-offer-70',
  'starter-500', 'creator-2200', 'pro-9900', 'pro-10000', 'scale-33000', 'business-132000', 'expired-coupon',
];

// Access tokens live 15 minutes: tests move the clock by less.
const TEN_MINUTES = 10 * MINUTE_MS;
const NOT_VALID = { valid: false, amount_off: null, percent_off: null, duration_in_months: null };

describe.each(testBackends())('promo codes on $name', (backend) => {
  const t = useTestApp(backend);
  // Runs after useTestApp's hook has emptied the tables.
  beforeEach(async () => {
    await seedPromoCodes(t.db, t.clock);
  });

  const validate = (promocode: string, token: string) => t.api.post('/validate-promocode', { promocode }, token);
  const apply = (discountCode: string, token: string) => t.api.post('/apply-discount', { discount_code: discountCode }, token);
  const pendingDiscount = (workspaceId: string) =>
    t.db.query('SELECT code, applied_at_ms FROM workspace_discounts WHERE workspace_id = $1', [workspaceId]);
  const addCode = (code: string, percentOff: number, expiresAtMs: number | null) =>
    t.db.query('INSERT INTO promo_codes (code, percent_off, duration_in_months, expires_at_ms, created_at_ms) VALUES ($1, $2, 1, $3, 0)', [
      code, percentOff, expiresAtMs,
    ]);

  it('seeds the spec\'s offers, the amount-off codes and one expired code, once', async () => {
    await t.db.exec('TRUNCATE promo_codes CASCADE');
    expect(await seedPromoCodes(t.db, t.clock)).toEqual(SEEDED);
    expect(await seedPromoCodes(t.db, t.clock)).toEqual([]);
    const [expired] = await t.db.query('SELECT expires_at_ms FROM promo_codes WHERE code = $1', ['expired-coupon']);
    expect(expired?.['expires_at_ms']).toBe(EXPIRED_COUPON_EXPIRES_AT_MS);
    expect(EXPIRED_COUPON_EXPIRES_AT_MS).toBeLessThan(TEST_START_MS);
  });

  it.each([
    ['first-month-starter-80', 80, null],
    ['first-month-creator-50', 50, null],
    ['special-offer-30', 30, null],
    ['special-offer-50', 50, null],
    ['special-offer-70', 70, null],
    ['starter-500', null, 500],
    ['creator-2200', null, 2200],
    ['pro-9900', null, 9900],
    ['pro-10000', null, 10000],
    ['scale-33000', null, 33000],
    ['business-132000', null, 132000],
  ])('says %s is valid: %s percent or %s cents off for one month', async (code, percentOff, amountOff) => {
    const { access_token: token } = await signUp(t.api, 'check@example.com');
    const answer = await validate(code, token);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ valid: true, percent_off: percentOff, amount_off: amountOff, duration_in_months: 1 });
  });

  it('says unknown, expired and differently spelled codes are not valid, with every field null', async () => {
    const { access_token: token } = await signUp(t.api, 'check@example.com');
    for (const code of ['no-such-code', 'expired-coupon', 'SPECIAL-OFFER-50', ' special-offer-50']) {
      const answer = await validate(code, token);
      expect({ code, status: answer.status, body: answer.body }).toEqual({ code, status: 200, body: NOT_VALID });
    }
  });

  it('keeps a fractional percent off as a number', async () => {
    await addCode('twelve-and-a-half', 12.5, null);
    const { access_token: token } = await signUp(t.api, 'check@example.com');
    expect((await validate('twelve-and-a-half', token)).body).toEqual({ valid: true, percent_off: 12.5, amount_off: null, duration_in_months: 1 });
  });

  it('applies a valid code as the workspace\'s pending discount', async () => {
    const session = await signUp(t.api, 'apply@example.com');
    const answer = await apply('special-offer-50', session.access_token);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'ok', discount_code: 'special-offer-50', percent_off: 50, amount_off: null, duration_in_months: 1 });
    expect(await pendingDiscount(session.workspace_id)).toEqual([{ code: 'special-offer-50', applied_at_ms: TEST_START_MS }]);
  });

  it('applies a subscriber\'s code to the subscription: the next invoice is discounted, the one after is not', async () => {
    const session = await subscribedAccount(t, 'subscriber@example.com');
    expect((await subscriptionOf(t.api, session.access_token)).next_invoice).toMatchObject({ amount_due_cents: 2200, discount_percent_off: null });
    const answer = await apply('special-offer-50', session.access_token);
    expect(answer.status).toBe(200);
    expect((await subscriptionOf(t.api, session.access_token)).next_invoice).toMatchObject({
      amount_due_cents: 1100, discount_percent_off: 50, discount_amount_off: null,
    });
    // On the subscription, not kept for a checkout the subscriber will not make.
    expect(await pendingDiscount(session.workspace_id)).toEqual([]);
    await advanceClock(t.api, 30 * DAY_SECONDS);
    expect((await invoicesOf(t.api, session.access_token))[0]).toMatchObject({ amount_due_cents: 1100, status: 'paid' });
    expect((await subscriptionOf(t.api, session.access_token)).next_invoice).toMatchObject({ amount_due_cents: 2200, discount_percent_off: null });
  });

  it('refuses a subscriber\'s code when the subscription is set to cancel: there is no next invoice to discount', async () => {
    const session = await subscribedAccount(t, 'leaving@example.com');
    expect((await t.api.post('/cancel-subscription', undefined, session.access_token)).status).toBe(200);
    const answer = await apply('special-offer-50', session.access_token);
    expect(answer.status).toBe(400);
    expect(answer.body.detail.status).toBe('no_upcoming_invoice');
    expect(await pendingDiscount(session.workspace_id)).toEqual([]);
  });

  it('answers amount-off codes in cents', async () => {
    const session = await signUp(t.api, 'apply@example.com');
    expect((await apply('creator-2200', session.access_token)).body).toEqual({
      status: 'ok', discount_code: 'creator-2200', percent_off: null, amount_off: 2200, duration_in_months: 1,
    });
  });

  it('refuses an unknown code with the domain\'s invalid-coupon message and applies nothing', async () => {
    const session = await signUp(t.api, 'apply@example.com');
    const answer = await apply('NOPE-42', session.access_token);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ detail: { status: 'invalid_promocode', message: 'Coupon code NOPE-42 is invalid' } });
    expect(await pendingDiscount(session.workspace_id)).toEqual([]);
  });

  it('refuses an expired code with the coupon-expired message', async () => {
    const session = await signUp(t.api, 'apply@example.com');
    const answer = await apply('expired-coupon', session.access_token);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ detail: { status: 'coupon_expired', message: CHECKOUT_COUPON_EXPIRED_MESSAGE } });
    expect(answer.body.detail.message).toBe("This coupon has expired, please use a different one. We've removed it from your browser.");
    expect(await pendingDiscount(session.workspace_id)).toEqual([]);
  });

  it('expires a code at its expiry instant, by the server\'s clock', async () => {
    await addCode('until-one', 20, TEST_START_MS + TEN_MINUTES);
    const { access_token: token } = await signUp(t.api, 'clock@example.com');
    t.clock.advance(TEN_MINUTES - 1);
    expect((await validate('until-one', token)).body.valid).toBe(true);
    expect((await apply('until-one', token)).status).toBe(200);
    t.clock.advance(1);
    expect((await validate('until-one', token)).body).toEqual(NOT_VALID);
    expect((await apply('until-one', token)).body.detail.status).toBe('coupon_expired');
  });

  it('replaces the pending discount when another code is applied; a refused code keeps it', async () => {
    const session = await signUp(t.api, 'again@example.com');
    expect((await apply('special-offer-30', session.access_token)).status).toBe(200);
    t.clock.advance(TEN_MINUTES);
    expect((await apply('first-month-creator-50', session.access_token)).status).toBe(200);
    const replaced = [{ code: 'first-month-creator-50', applied_at_ms: TEST_START_MS + TEN_MINUTES }];
    expect(await pendingDiscount(session.workspace_id)).toEqual(replaced);
    t.clock.advance(MINUTE_MS);
    expect((await apply('expired-coupon', session.access_token)).status).toBe(400);
    expect((await apply('unknown-code', session.access_token)).status).toBe(400);
    expect(await pendingDiscount(session.workspace_id)).toEqual(replaced);
  });

  it('keeps one pending discount per workspace', async () => {
    const first = await signUp(t.api, 'first@example.com');
    const second = await signUp(t.api, 'second@example.com');
    await apply('special-offer-30', first.access_token);
    await apply('special-offer-70', second.access_token);
    expect((await pendingDiscount(first.workspace_id))[0]?.['code']).toBe('special-offer-30');
    expect((await pendingDiscount(second.workspace_id))[0]?.['code']).toBe('special-offer-70');
  });

  it('answers 404 when the token names a workspace the user left', async () => {
    const session = await signUp(t.api, 'gone@example.com');
    await t.db.query('DELETE FROM workspace_members WHERE user_id = $1', [session.user_id]);
    expect((await apply('special-offer-30', session.access_token)).body.detail.status).toBe('workspace_not_found');
    expect(await pendingDiscount(session.workspace_id)).toEqual([]);
  });

  it('answers 401 without a valid access token', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const applied = await t.api.call('POST', '/apply-discount', { body: { discount_code: 'special-offer-50' }, ...(token === undefined ? {} : { token }) });
      const validated = await t.api.call('POST', '/validate-promocode', { body: { promocode: 'special-offer-50' }, ...(token === undefined ? {} : { token }) });
      expect([applied.status, applied.body.detail.status, validated.status, validated.body.detail.status]).toEqual([
        401, 'unauthorized', 401, 'unauthorized',
      ]);
    }
    expect(await t.db.query('SELECT * FROM workspace_discounts')).toEqual([]);
  });

  it('refuses malformed bodies with 422 naming the field', async () => {
    const { access_token: token } = await signUp(t.api, 'bad@example.com');
    for (const body of [{}, { discount_code: '' }, { discount_code: 'x'.repeat(101) }, { discount_code: 50 }, { code: 'special-offer-50' }]) {
      const answer = await t.api.post('/apply-discount', body, token);
      expect({ body, status: answer.status, code: answer.body.detail.status }).toEqual({ body, status: 422, code: 'invalid_request' });
    }
    const answer = await t.api.post('/validate-promocode', { promocode: '' }, token);
    expect(answer.status).toBe(422);
    expect(answer.body.detail.message).toContain('promocode');
  });
});
