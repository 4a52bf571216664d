import * as E from 'fp-ts/lib/Either.js';
import { CouponExpired, InvalidCoupon, NotFound, Rejected, Unavailable } from '@cadence/application';
import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { fakeFetch, type CannedAnswer } from '../testing/fake-fetch.js';
import { createApiClient } from './api-client.js';
import { httpErrorFromBody, INVALID_RESPONSE_MESSAGE, invalidResponse, networkError } from './http-error.js';
import { ACCOUNT_ERRORS, HttpAccountApi } from './http-account-api.adapter.js';

const user = (overrides: Record<string, unknown> = {}) => ({
  user_id: 'u_1',
  workspace_id: 'ws_1',
  email: 'ada@example.com',
  email_verified: true,
  first_name: null,
  is_new_user: false,
  ccpa_opt_out: false,
  accepted_bipa_terms: true,
  is_in_probation: true,
  geo_location: { country: 'us', region: 'il' },
  ...overrides,
});

const workspace = (overrides: Record<string, unknown> = {}) => ({
  workspace_id: 'ws_1',
  name: "Ada's workspace",
  owner_id: 'u_1',
  role: 'admin',
  subscription: { tier: 'creator', status: 'active', currency: 'usd' },
  session_inactivity_timeout: 3600,
  ...overrides,
});

const setup = (...answers: readonly CannedAnswer[]) => {
  const server = fakeFetch(...answers);
  const client = createApiClient({ baseUrl: 'http://api.test', accessToken: () => 'token', fetch: server.fetch });
  return { server, api: new HttpAccountApi(client) };
};

const invalid = E.left(Unavailable(INVALID_RESPONSE_MESSAGE));

describe('HttpAccountApi', () => {
  it('maps the user; a missing part of the location is null', async () => {
    const { api } = setup({ status: 200, body: user() });
    expect(await firstValueFrom(api.getUser())).toEqual(
      E.right({
        userId: 'u_1',
        workspaceId: 'ws_1',
        email: 'ada@example.com',
        emailVerified: true,
        firstName: null,
        ccpaOptOut: false,
        acceptedBipaTerms: true,
        isInProbation: true,
        geoLocation: { country: 'us', region: 'il', city: null },
      }),
    );
  });

  it.each([
    ['a missing field', user({ email: undefined })],
    ['a field of the wrong type', user({ ccpa_opt_out: 'no' })],
    ['no probation flag', user({ is_in_probation: undefined })],
    ['an array', [user()]],
  ])('does not trust a user with %s', async (_, body) => {
    const { api } = setup({ status: 200, body });
    expect(await firstValueFrom(api.getUser())).toEqual(invalid);
  });

  it('maps the workspace', async () => {
    const { api } = setup({ status: 200, body: workspace() });
    expect(await firstValueFrom(api.getWorkspace())).toEqual(
      E.right({
        workspaceId: 'ws_1',
        name: "Ada's workspace",
        role: 'admin',
        tier: 'creator',
        subscriptionStatus: 'active',
        sessionInactivityTimeoutSeconds: 3600,
      }),
    );
  });

  it.each([
    ['an unknown tier', workspace({ subscription: { tier: 'platinum', status: 'active' } })],
    ['an unknown role', workspace({ role: 'owner' })],
    ['a timeout that is not a number', workspace({ session_inactivity_timeout: '3600' })],
  ])('does not trust a workspace with %s', async (_, body) => {
    const { api } = setup({ status: 200, body });
    expect(await firstValueFrom(api.getWorkspace())).toEqual(invalid);
  });

  it('reads the three access flags from their endpoints', async () => {
    const { server, api } = setup(
      { status: 200, body: { is_admin: true } },
      { status: 200, body: { can_access: false } },
      { status: 200, body: { has_alpha_access: true } },
    );
    expect(await firstValueFrom(api.isWorkspaceAdmin())).toEqual(E.right(true));
    expect(await firstValueFrom(api.canAccessWorkspaceSettings())).toEqual(E.right(false));
    expect(await firstValueFrom(api.hasAlphaAccess())).toEqual(E.right(true));
    expect(server.requests.map((request) => new URL(request.url).pathname)).toEqual([
      '/v1/workspace/is-admin',
      '/v1/workspace/can-access-workspace-settings',
      '/v1/user/has-alpha-access',
    ]);
  });

  it('does not trust a flag of the wrong type', async () => {
    const { api } = setup({ status: 200, body: { is_admin: 'yes' } });
    expect(await firstValueFrom(api.isWorkspaceAdmin())).toEqual(invalid);
  });

  it('accepts an invite by its code, encoded into the path', async () => {
    const { server, api } = setup({ status: 200, body: { status: 'ok' } });
    expect(await firstValueFrom(api.acceptWorkspaceInvite('a b/c'))).toEqual(E.right(undefined));
    expect(server.requests[0]?.method).toBe('POST');
    expect(new URL(server.requests[0]?.url ?? '').pathname).toBe('/v1/workspace/invites/a%20b%2Fc/accept');
  });

  it('answers a missing invite as NotFound with the server message', async () => {
    const detail = { status: 'invite_not_found', message: 'This invite does not exist.' };
    const { api } = setup({ status: 404, body: { detail } });
    expect(await firstValueFrom(api.acceptWorkspaceInvite('nope'))).toEqual(E.left(NotFound('This invite does not exist.')));
  });

  describe('applyDiscount', () => {
    const applied = (overrides: Record<string, unknown> = {}) => ({
      status: 'ok',
      discount_code: 'special-offer-50',
      percent_off: 50,
      amount_off: null,
      duration_in_months: 1,
      ...overrides,
    });

    it('posts the code and maps the applied discount', async () => {
      const { server, api } = setup({ status: 200, body: applied() });
      expect(await firstValueFrom(api.applyDiscount('special-offer-50'))).toEqual(
        E.right({ code: 'special-offer-50', percentOff: 50, amountOffCents: null, durationInMonths: 1 }),
      );
      expect(server.requests[0]?.method).toBe('POST');
      expect(new URL(server.requests[0]?.url ?? '').pathname).toBe('/apply-discount');
      expect(server.requests[0]?.headers.get('authorization')).toBe('Bearer token');
      expect(await server.jsonBody(0)).toEqual({ discount_code: 'special-offer-50' });
    });

    it('maps an amount off in cents', async () => {
      const body = applied({ discount_code: 'creator-2200', percent_off: null, amount_off: 2200, duration_in_months: null });
      const { api } = setup({ status: 200, body });
      expect(await firstValueFrom(api.applyDiscount('creator-2200'))).toEqual(
        E.right({ code: 'creator-2200', percentOff: null, amountOffCents: 2200, durationInMonths: null }),
      );
    });

    it.each([
      ['invalid_promocode', 'Coupon code NOPE is invalid', InvalidCoupon],
      ['coupon_expired', "This coupon has expired, please use a different one. We've removed it from your browser.", CouponExpired],
    ])('answers a 400 %s as its tag with the server message', async (status, message, tag) => {
      const { api } = setup({ status: 400, body: { detail: { status, message } } });
      expect(await firstValueFrom(api.applyDiscount('NOPE'))).toEqual(E.left(tag(message)));
    });

    it.each([
      ['no_upcoming_invoice', 'Your subscription is set to cancel, so there is no next invoice to discount: renew it first.'],
      ['subscription_not_active', 'The subscription has a payment problem: update the payment method first.'],
    ])('answers a subscriber\'s refused code (400 %s) as Rejected with the reason the page shows', async (status, message) => {
      const { api } = setup({ status: 400, body: { detail: { status, message } } });
      expect(await firstValueFrom(api.applyDiscount('special-offer-50'))).toEqual(E.left(Rejected(message)));
    });

    it.each([
      ['a missing code', applied({ discount_code: undefined })],
      ['a percent off given as text', applied({ percent_off: '50' })],
      ['a percent off above 100', applied({ percent_off: 150 })],
      ['an amount off in fractions of a cent', applied({ percent_off: null, amount_off: 22.5 })],
      ['a missing duration', applied({ duration_in_months: undefined })],
      ['a body that is not JSON', '<html>oops</html>'],
    ])('does not trust an answer with %s', async (_, body) => {
      const { api } = setup({ status: 200, body });
      expect(await firstValueFrom(api.applyDiscount('special-offer-50'))).toEqual(invalid);
    });
  });
});

describe('ACCOUNT_ERRORS', () => {
  const failure = (status: number, code: string, message = 'Reason.') => httpErrorFromBody(status, 'Reason', { detail: { status: code, message } });

  it.each([
    [400, 'invalid_promocode', 'InvalidCoupon'],
    [400, 'coupon_expired', 'CouponExpired'],
    [401, 'unauthorized', 'SessionExpired'],
    [404, 'workspace_not_found', 'NotFound'],
    [404, 'invite_not_found', 'NotFound'],
    [400, 'invite_used', 'Rejected'],
    [403, 'admin_only', 'Rejected'],
  ])('answers %i %s as %s with the server message', (status, code, tag) => {
    expect(ACCOUNT_ERRORS(failure(status, code))).toEqual({ _tag: tag, message: 'Reason.' });
  });

  it('answers a server failure, a network failure and an unreadable answer as Unavailable', () => {
    expect(ACCOUNT_ERRORS(failure(503, 'internal_error'))).toEqual(Unavailable());
    expect(ACCOUNT_ERRORS(networkError())).toEqual(Unavailable());
    expect(ACCOUNT_ERRORS(invalidResponse(200))).toEqual(Unavailable(INVALID_RESPONSE_MESSAGE));
  });
});
