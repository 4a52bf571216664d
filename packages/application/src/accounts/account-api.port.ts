import type { Observable } from 'rxjs';
import type { Tier } from '@cadence/domain';
import type { ApiResult } from '../shared/http-error.js';

/** The signed-in user, as far as the client uses it. */
export interface UserProfile {
  readonly userId: string;
  readonly workspaceId: string;
  readonly email: string;
  readonly emailVerified: boolean;
  readonly firstName: string | null;
  readonly ccpaOptOut: boolean;
  readonly acceptedBipaTerms: boolean;
  /** A user in probation must verify every voice that is not verified yet (GET /v1/user is_in_probation). */
  readonly isInProbation: boolean;
  readonly geoLocation: { readonly country: string | null; readonly region: string | null; readonly city: string | null };
}

/** The workspace of the session, as far as the client uses it. */
export interface WorkspaceView {
  readonly workspaceId: string;
  readonly name: string;
  readonly role: 'admin' | 'editor';
  readonly tier: Tier;
  readonly subscriptionStatus: string;
  /** Seconds without activity after which the session ends; null for none. */
  readonly sessionInactivityTimeoutSeconds: number | null;
}

/** The access flags fetched after login. */
export interface AccessFlags {
  readonly isAdmin: boolean;
  readonly canAccessWorkspaceSettings: boolean;
  readonly hasAlphaAccess: boolean;
}

/** A discount the server accepted for the workspace; it applies to the next checkout or invoice. */
export interface AppliedDiscount {
  readonly code: string;
  readonly percentOff: number | null;
  readonly amountOffCents: number | null;
  readonly durationInMonths: number | null;
}

/** The user and workspace reads and writes of the API, made with the current session's token. */
export interface AccountApi {
  getUser(): Observable<ApiResult<UserProfile>>;
  getWorkspace(): Observable<ApiResult<WorkspaceView>>;
  isWorkspaceAdmin(): Observable<ApiResult<boolean>>;
  canAccessWorkspaceSettings(): Observable<ApiResult<boolean>>;
  hasAlphaAccess(): Observable<ApiResult<boolean>>;
  acceptWorkspaceInvite(code: string): Observable<ApiResult<void>>;
  /** Applies a coupon (discount code) to the workspace: 400 invalid_promocode or coupon_expired when it cannot. */
  applyDiscount(code: string): Observable<ApiResult<AppliedDiscount>>;
}

/** The token for binding AccountApi in a container. */
export const AccountApi = Symbol.for('cadence.AccountApi');
