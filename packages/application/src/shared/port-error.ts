import { SOMETHING_WENT_WRONG_MESSAGE } from '@cadence/domain';

/**
 * A failed port call in the product's words: a tag that says what went wrong, and the reason the server gave in
 * words people read (null when it gave none, or when it failed on its own side). Each port declares the union of
 * the tags it can answer beside its interface; adapters map their transport's failures onto it in one table.
 */
export interface PortError<Tag extends string> {
  readonly _tag: Tag;
  readonly message: string | null;
}

/** A constructor for one tag: `Unavailable()` or `Rejected('Coupon code X is invalid')`. */
export const portError =
  <Tag extends string>(tag: Tag) =>
  (message: string | null = null): PortError<Tag> => ({ _tag: tag, message });

/** The service could not be reached, failed on its side, or answered something the app cannot read. */
export type Unavailable = PortError<'Unavailable'>;
export const Unavailable = portError('Unavailable');

/** The service refused the request for a reason of its own, given in `message`. */
export type Rejected = PortError<'Rejected'>;
export const Rejected = portError('Rejected');

/** The session is over (signed out elsewhere, expired, revoked): the user must sign in again. */
export type SessionExpired = PortError<'SessionExpired'>;
export const SessionExpired = portError('SessionExpired');

/** What was asked for does not exist (or is not the user's). */
export type NotFound = PortError<'NotFound'>;
export const NotFound = portError('NotFound');

/** Too many attempts or requests for now; trying again later may work. */
export type RateLimited = PortError<'RateLimited'>;
export const RateLimited = portError('RateLimited');

/** What every port can answer whatever else it declares. */
export type CommonError = Unavailable | Rejected;

/**
 * The sentence a failure is shown with (the spec's HTTP error toast): the service's own reason when it gave one,
 * else the given fallback, else "Something went wrong, please try again later.".
 */
export const failureMessage = (error: PortError<string>, fallback?: string): string =>
  error.message !== null && error.message.trim() !== '' ? error.message : (fallback ?? SOMETHING_WENT_WRONG_MESSAGE);
