import type { AccountApi, ApiResult, AppliedDiscount, UserProfile, WorkspaceView } from '@cadence/application';
import * as E from 'fp-ts/lib/Either.js';
import { map, type Observable } from 'rxjs';
import { apiCall } from './api-call.js';
import type { ApiClient } from './api-client.js';
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

/** AccountApi over the contract's user and workspace endpoints, with the session's bearer token. */
export class HttpAccountApi implements AccountApi {
  constructor(private readonly client: ApiClient) {}

  getUser(): Observable<ApiResult<UserProfile>> {
    return apiCall(UserCodec, (init) => this.client.GET('/v1/user', init)).pipe(map(E.map(toUserProfile)));
  }

  getWorkspace(): Observable<ApiResult<WorkspaceView>> {
    return apiCall(WorkspaceCodec, (init) => this.client.GET('/v1/workspace', init)).pipe(map(E.map(toWorkspaceView)));
  }

  isWorkspaceAdmin(): Observable<ApiResult<boolean>> {
    return apiCall(IsAdminCodec, (init) => this.client.GET('/v1/workspace/is-admin', init)).pipe(
      map(E.map(({ is_admin }) => is_admin)),
    );
  }

  canAccessWorkspaceSettings(): Observable<ApiResult<boolean>> {
    return apiCall(CanAccessCodec, (init) => this.client.GET('/v1/workspace/can-access-workspace-settings', init)).pipe(
      map(E.map(({ can_access }) => can_access)),
    );
  }

  hasAlphaAccess(): Observable<ApiResult<boolean>> {
    return apiCall(HasAlphaAccessCodec, (init) => this.client.GET('/v1/user/has-alpha-access', init)).pipe(
      map(E.map(({ has_alpha_access }) => has_alpha_access)),
    );
  }

  acceptWorkspaceInvite(code: string): Observable<ApiResult<void>> {
    const params = { path: { code } };
    return apiCall(OkCodec, (init) =>
      this.client.POST('/v1/workspace/invites/{code}/accept', { ...init, params }),
    ).pipe(map(E.map((): void => undefined)));
  }

  applyDiscount(code: string): Observable<ApiResult<AppliedDiscount>> {
    const body = { discount_code: code };
    return apiCall(AppliedDiscountCodec, (init) => this.client.POST('/apply-discount', { ...init, body })).pipe(
      map(E.map(toAppliedDiscount)),
    );
  }
}
