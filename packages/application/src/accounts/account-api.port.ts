import type { Observable } from 'rxjs';
import type * as E from 'fp-ts/lib/Either.js';
import type { Tier } from '@cadence/domain';
import { portError, type CommonError, type NotFound, type PortError, type SessionExpired } from '../shared/port-error.js';

/** A coupon (discount) code that does not exist. Billing's checkout answers it too: import it from here. */
export type InvalidCoupon = PortError<'InvalidCoupon'>;
export const InvalidCoupon = portError('InvalidCoupon');

/** A coupon code that existed but has expired (the message asks for another one). Billing answers it too. */
export type CouponExpired = PortError<'CouponExpired'>;
export const CouponExpired = portError('CouponExpired');

/**
 * Why a user or workspace call failed:
 * - SessionExpired: the access token is missing, invalid or expired (the stored session is no good);
 * - NotFound: the workspace or the invite does not exist (or the user is not one of its members);
 * - InvalidCoupon / CouponExpired: applyDiscount with a code that does not exist, or has expired;
 * - Rejected: any other refusal, with the server's reason (an invite already used, for another address, no seats…);
 * - Unavailable: the service could not be reached, failed, or answered something unreadable.
 */
export type AccountError = SessionExpired | NotFound | InvalidCoupon | CouponExpired | CommonError;

/** What a user or workspace call answers: the value, or why it failed. */
export type AccountResult<T> = E.Either<AccountError, T>;

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
  getUser(): Observable<AccountResult<UserProfile>>;
  getWorkspace(): Observable<AccountResult<WorkspaceView>>;
  isWorkspaceAdmin(): Observable<AccountResult<boolean>>;
  canAccessWorkspaceSettings(): Observable<AccountResult<boolean>>;
  hasAlphaAccess(): Observable<AccountResult<boolean>>;
  acceptWorkspaceInvite(code: string): Observable<AccountResult<void>>;
  /** Applies a coupon (discount code) to the workspace: InvalidCoupon or CouponExpired when it cannot. */
  applyDiscount(code: string): Observable<AccountResult<AppliedDiscount>>;
}
