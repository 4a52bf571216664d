import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/lib/Either.js';
import { NotFound, SessionExpired, Unavailable } from '../shared/port-error.js';
import { provesSessionEnded, reduceSession, UNKNOWN_SESSION, type SessionEvent } from './session.reducer.js';
import { signedInSession, userProfile } from './testing/accounts-mothers.js';

const fold = (...events: readonly SessionEvent[]) => events.reduce(reduceSession, UNKNOWN_SESSION);

describe('session reducer', () => {
  it('is signed out without a session, signed in with what a load answered', () => {
    expect(fold({ type: 'noSession' })).toEqual({ status: 'signedOut' });
    expect(fold({ type: 'loaded', result: E.right(signedInSession()) })).toEqual(signedInSession());
  });

  it('is signed out when the load failed, whatever it was before', () => {
    expect(fold({ type: 'loaded', result: E.right(signedInSession()) }, { type: 'loaded', result: E.left(Unavailable()) })).toEqual({
      status: 'signedOut',
    });
  });

  it('a later session replaces the earlier one, and a sign-out ends it', () => {
    const other = signedInSession({ user: userProfile({ userId: 'user_2', email: 'grace@example.com' }) });
    expect(fold({ type: 'noSession' }, { type: 'loaded', result: E.right(other) })).toEqual(other);
    expect(fold({ type: 'loaded', result: E.right(other) }, { type: 'noSession' })).toEqual({ status: 'signedOut' });
  });

  it('only a refused token proves the stored session is no good', () => {
    expect(provesSessionEnded(SessionExpired())).toBe(true);
    expect(provesSessionEnded(Unavailable())).toBe(false);
    expect(provesSessionEnded(NotFound('gone'))).toBe(false);
  });
});
