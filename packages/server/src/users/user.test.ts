import { ONBOARDING_ITEM_IDS } from '@cadence/domain';
import { describe, expect, it } from 'vitest';
import { signUp } from '../testing/flows.js';
import { TEST_START_MS } from '../testing/test-clock.js';
import { useTestApp } from '../testing/test-app.js';
import { testBackends } from '../testing/test-databases.js';

describe.each(testBackends())('the user on $name', (backend) => {
  const t = useTestApp(backend);

  it('reads a new user with the contract defaults and the pre-sign-up metadata', async () => {
    const geo = { region: 'il', country: 'us', city: 'Chicago' };
    await t.api.post('/v1/user/pre-sign-up', { email: 'new@example.com', account_metadata: { geo_location: geo }, recaptcha_token: 't' });
    const session = await t.api.post('/v1/auth/sign-up', { email: 'new@example.com', password: 'Tuned-voice-42!', first_name: 'Ada' });
    const user = await t.api.get('/v1/user', session.body.access_token);
    expect(user.status).toBe(200);
    expect(user.body).toMatchObject({
      user_id: session.body.user_id, workspace_id: session.body.workspace_id, email: 'new@example.com', email_verified: false,
      first_name: 'Ada', is_new_user: true, agrees_to_product_updates: false, created_at_unix: TEST_START_MS / 1000,
      is_onboarding_completed: true, is_onboarding_checklist_completed: true, onboarding_checklist: null, ccpa_opt_out: false,
      geo_location: geo, accepted_bipa_terms: false, is_in_probation: false, moderation_warning_dismissed: false, is_producer: false,
      locale: 'en', allowed_to_extend_character_limit: false, max_character_limit_extension: 0,
      created_at: TEST_START_MS / 1000, seat_type: 'workspace_admin', can_use_delayed_payment_methods: false,
      subscription: {
        tier: 'free', status: 'free', currency: 'usd', character_count: 0, character_limit: 10_000, max_credit_limit_extension: 0,
        can_extend_character_limit: false, allowed_to_extend_character_limit: false, professional_voice_slots_used: 0,
        professional_voice_slots_used_in_workspace: 0, voice_limit: 3, current_overage: { amount: '0.00', currency: 'usd' },
      },
    });
    t.clock.advance(24 * 60 * 60_000);
    const refreshed = await t.api.post('/v1/auth/refresh', { refresh_token: session.body.refresh_token });
    expect((await t.api.get('/v1/user', refreshed.body.access_token)).body.is_new_user).toBe(false);
  });

  it('saves the flags the user sets', async () => {
    const { access_token: token } = await signUp(t.api, 'flags@example.com');
    const calls = [
      t.api.post('/v1/user/update', { ccpa_opt_out: true }, token),
      t.api.post('/v1/user/edit-user-metadata', { account_metadata: { agrees_to_product_updates: true, geo_location: { country: 'de' } } }, token),
      t.api.post('/v1/user/accept-bipa-terms', undefined, token),
      t.api.post('/v1/user/dismiss-moderation-warning', undefined, token),
      t.api.post('/v1/user/request-alpha-access', undefined, token),
      t.api.post('/v1/user/update-mfa-factors', { totp_mfa_factor: 'totp-1' }, token),
      t.api.post('/v1/user/post-registration-user-setup', { pid: 'p', xid: null }, token),
    ];
    for (const answer of await Promise.all(calls)) expect(answer.body).toEqual({ status: 'ok' });
    expect((await t.api.get('/v1/user', token)).body).toMatchObject({
      ccpa_opt_out: true, agrees_to_product_updates: true, geo_location: { country: 'de', region: null, city: null },
      accepted_bipa_terms: true, moderation_warning_dismissed: true,
    });
    expect((await t.api.get('/v1/user/has-alpha-access', token)).body).toEqual({ has_alpha_access: true });
  });

  it('runs the onboarding checklist: initiate, complete items, hide, mark complete', async () => {
    const { access_token: token } = await signUp(t.api, 'onboard@example.com');
    await t.api.post('/v1/user/onboarding-checklist/initiate', undefined, token);
    let user = (await t.api.get('/v1/user', token)).body;
    expect(user.is_onboarding_checklist_completed).toBe(false);
    expect(user.onboarding_checklist.items.map((item: { onboarding_checklist_item_id: string }) => item.onboarding_checklist_item_id)).toEqual([...ONBOARDING_ITEM_IDS]);
    await t.api.post('/v1/user/onboarding-checklist/update', { item_id: 'create_dub' }, token);
    await t.api.post('/v1/user/onboarding-checklist/hide', undefined, token);
    user = (await t.api.get('/v1/user', token)).body;
    expect(user.onboarding_checklist.hidden).toBe(true);
    expect(user.onboarding_checklist.items.filter((item: { is_completed: boolean }) => item.is_completed)).toEqual([
      { onboarding_checklist_item_id: 'create_dub', is_completed: true },
    ]);
    await t.api.post('/v1/user/onboarding-checklist/mark-complete', undefined, token);
    expect((await t.api.get('/v1/user', token)).body.is_onboarding_checklist_completed).toBe(true);
  });

  it('answers a name, a random value and the referral link', async () => {
    const { access_token: token } = await signUp(t.api, 'misc@example.com');
    expect((await t.api.post('/v1/user/generate-name', undefined, token)).body.name).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
    const [a, b] = await Promise.all([t.api.get('/v1/user/rand', token), t.api.get('/v1/user/rand', token)]);
    expect(a.body.rand).not.toBe(b.body.rand);
    const user = (await t.api.get('/v1/user', token)).body;
    expect((await t.api.get('/v1/user/referral-link', token)).body).toEqual({ referral_link: `http://localhost:5173/?via=${user.referral_link_code}` });
  });

  it('answers the geolocation header, or unknown values', async () => {
    expect((await t.api.get('/v1/geolocation')).body).toEqual({ country: null, region: null, city: null });
    const located = await t.api.call('GET', '/v1/geolocation', { headers: { 'x-cadence-geo': 'us, ca ,' } });
    expect(located.body).toEqual({ country: 'us', region: 'ca', city: null });
  });

  it('records internal verification codes and ad visits without authentication', async () => {
    expect((await t.api.post('/v1/user/prepare-internal-verification', { email: 'a@example.com', verification_code: 'c1' })).body).toEqual({ status: 'ok' });
    expect((await t.api.post('/v1/user/prepare-internal-verification', { email: 'a@example.com', verification_code: 'c2' })).body).toEqual({ status: 'ok' });
    expect((await t.api.post('/v1/google-ads-visit', { email: 'a@example.com', gclid: 'g', utm_source: null })).body).toEqual({ status: 'ok' });
    expect(await t.db.query('SELECT email FROM google_ads_visits')).toEqual([{ email: 'a@example.com' }]);
  });
});
