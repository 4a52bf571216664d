import * as E from 'fp-ts/lib/Either.js';
import type { AccountError } from './account-api.port.js';
import type { SessionState } from './session.types.js';

/** The session before the stored session has resolved. */
export const UNKNOWN_SESSION: SessionState = { status: 'unknown' };

/** What the session state is folded from: who is signed in, as far as the stored session, this tab and others say. */
export type SessionEvent =
  /** No session: none stored, signed out here, or (after the sign-out delay) in another tab. */
  | { readonly type: 'noSession' }
  /** The user, workspace and access flags of a session were loaded, or could not be. */
  | { readonly type: 'loaded'; readonly result: E.Either<AccountError, SessionState> };

/** The next session state: signed out without a session or when its load failed, else what was loaded. */
export const reduceSession = (_state: SessionState, event: SessionEvent): SessionState =>
  event.type === 'noSession' ? { status: 'signedOut' } : E.getOrElse((): SessionState => ({ status: 'signedOut' }))(event.result);

/**
 * True when a failed load proves the stored session is no good (the token was refused); a network or server
 * failure keeps it, so the next page load tries again.
 */
export const provesSessionEnded = (error: AccountError): boolean => error._tag === 'SessionExpired';
