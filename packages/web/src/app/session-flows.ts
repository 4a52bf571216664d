import type { AuthError, SessionState, SessionUseCase } from '@cadence/application';
import * as E from 'fp-ts/lib/Either.js';
import { concat, filter, firstValueFrom, ignoreElements, map, of, switchMap, take, type Observable } from 'rxjs';

/** The signed-in session state. */
export type SignedIn = Extract<SessionState, { readonly status: 'signedIn' }>;

/** The session once auth has resolved (route guards wait for it). */
export const settledSession = (session: SessionUseCase): Promise<Exclude<SessionState, { readonly status: 'unknown' }>> =>
  firstValueFrom(
    session.state$.pipe(filter((state): state is Exclude<SessionState, { readonly status: 'unknown' }> => state.status !== 'unknown')),
  );

const untilStatus = (session: SessionUseCase, status: 'signedIn' | 'signedOut'): Observable<void> =>
  session.state$.pipe(
    filter((state) => state.status === status),
    take(1),
    map((): void => undefined),
  );

/**
 * Signs in and answers once the session state says signed in (user, workspace and flags loaded), so the
 * guarded route the person goes to next sees the new session.
 */
export const signInAndSettle = (
  session: SessionUseCase,
  email: string,
  password: string,
): Observable<E.Either<AuthError, void>> =>
  session
    .signIn(email, password)
    .pipe(switchMap((result) => (E.isRight(result) ? untilStatus(session, 'signedIn').pipe(map(() => result)) : of(result))));

/** Signs out and answers once the session state says signed out (after the use-case's sign-out delay). */
export const signOutAndSettle = (session: SessionUseCase): Observable<void> =>
  concat(session.signOut().pipe(ignoreElements()), untilStatus(session, 'signedOut'));
