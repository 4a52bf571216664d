import {
  CouponExpired, InvalidCoupon, NotFound, SessionExpired,
  type AccountApi, type AccountError, type AccountResult, type AppliedDiscount, type UserProfile, type WorkspaceView,
} from '@cadence/application';
import * as E from 'fp-ts/lib/Either.js';
import type * as t from 'io-ts';
import { map, type Observable } from 'rxjs';
import { apiCall, type CallInit, type RawAnswer } from './api-call.js';
import type { ApiClient } from './api-client.js';
import { errorTable, withErrors } from './error-table.js';
import { AppliedDiscountCodec, type AppliedDiscountBody } from './codecs/applied-discount.codec.js';
import { CanAccessCodec, HasAlphaAccessCodec, IsAdminCodec } from './codecs/access-flag.codec.js';
import { OkCodec } from './codecs/ok.codec.js';
import { UserCodec, type UserBody } from './codecs/user.codec.js';
import { WorkspaceCodec, type WorkspaceBody } from './codecs/workspace.codec.js';

const toUserProfile = (user: UserBody): UserProfile => ({
  userId: user.user_id,
  workspaceId: user.workspace_id,
  email: user.email,
  emailVerified: user.email_verified,
  firstName: user.first_name,
  ccpaOptOut: user.ccpa_opt_out,
  acceptedBipaTerms: user.accepted_bipa_terms,
  isInProbation: user.is_in_probation,
  geoLocation: {
    country: user.geo_location.country ?? null,
    region: user.geo_location.region ?? null,
    city: user.geo_location.city ?? null,
  },
});

const toWorkspaceView = (workspace: WorkspaceBody): WorkspaceView => ({
  workspaceId: workspace.workspace_id,
  name: workspace.name,
  role: workspace.role,
  tier: workspace.subscription.tier,
  subscriptionStatus: workspace.subscription.status,
  sessionInactivityTimeoutSeconds: workspace.session_inactivity_timeout,
});

const toAppliedDiscount = (discount: AppliedDiscountBody): AppliedDiscount => ({
  code: discount.discount_code,
  percentOff: discount.percent_off,
  amountOffCents: discount.amount_off,
  durationInMonths: discount.duration_in_months,
});

/** The user and workspace endpoints' failures in the port's words: any 401 means the session is no good. */
export const ACCOUNT_ERRORS = errorTable<AccountError>([
  { code: 'invalid_promocode', to: InvalidCoupon },
  { code: 'coupon_expired', to: CouponExpired },
  { status: 401, to: SessionExpired },
  { status: 404, to: NotFound },
]);

/** One call: decode the body, map it to the port's shape, and its failures through the table. */
const accountCall = <B, A>(
  codec: t.Decoder<unknown, B>,
  send: (init: CallInit) => Promise<RawAnswer>,
  to: (body: B) => A,
): Observable<AccountResult<A>> => apiCall(codec, send).pipe(map(E.map(to)), withErrors(ACCOUNT_ERRORS));

/** AccountApi over the contract's user and workspace endpoints, with the session's bearer token. */
export class HttpAccountApi implements AccountApi {
  constructor(private readonly client: ApiClient) {}

  getUser(): Observable<AccountResult<UserProfile>> {
    return accountCall(UserCodec, (init) => this.client.GET('/v1/user', init), toUserProfile);
  }

  getWorkspace(): Observable<AccountResult<WorkspaceView>> {
    return accountCall(WorkspaceCodec, (init) => this.client.GET('/v1/workspace', init), toWorkspaceView);
  }

  isWorkspaceAdmin(): Observable<AccountResult<boolean>> {
    return accountCall(IsAdminCodec, (init) => this.client.GET('/v1/workspace/is-admin', init), ({ is_admin }) => is_admin);
  }

  canAccessWorkspaceSettings(): Observable<AccountResult<boolean>> {
    return accountCall(
      CanAccessCodec,
      (init) => this.client.GET('/v1/workspace/can-access-workspace-settings', init),
      ({ can_access }) => can_access,
    );
  }

  hasAlphaAccess(): Observable<AccountResult<boolean>> {
    return accountCall(
      HasAlphaAccessCodec,
      (init) => this.client.GET('/v1/user/has-alpha-access', init),
      ({ has_alpha_access }) => has_alpha_access,
    );
  }

  acceptWorkspaceInvite(code: string): Observable<AccountResult<void>> {
    const params = { path: { code } };
    return accountCall(OkCodec, (init) => this.client.POST('/v1/workspace/invites/{code}/accept', { ...init, params }), (): void => undefined);
  }

  applyDiscount(code: string): Observable<AccountResult<AppliedDiscount>> {
    const body = { discount_code: code };
    return accountCall(AppliedDiscountCodec, (init) => this.client.POST('/apply-discount', { ...init, body }), toAppliedDiscount);
  }
}
