import type { Observable} from 'rxjs';
import {
  asyncScheduler, defer, distinctUntilChanged, EMPTY, ignoreElements, interval, map, merge,
  of, exhaustMap, scan, share, shareReplay, startWith, Subject, switchMap, tap, timer, type SchedulerLike,
} from 'rxjs';
import * as E from 'fp-ts/lib/Either.js';
import * as O from 'fp-ts/lib/Option.js';
import {
  inactivityTimeoutMs, MISSING_WORKSPACE_CLAIM_WARNING, refreshesTokenPeriodically, sessionWorkspace,
  SIGN_OUT_DEBOUNCE_MS, storageKeysToWipeOnSignOut, TOKEN_REFRESH_INTERVAL_MS,
} from '@cadence/domain';
import type { AccountApi } from './account-api.port.js';
import type { AuthApi, AuthError } from './auth-api.port.js';
import { SessionExpired } from '../shared/port-error.js';
import type { KeyValueStore } from '../shared/key-value-store.port.js';
import type { Logger } from '../shared/logger.port.js';
import type { SessionStore } from './session-store.port.js';
import type { SessionTokens } from './session-tokens.js';
import type { TabChannel } from './tab-channel.port.js';
import type { UserActivity } from './user-activity.port.js';
import { loadSignedInState } from './load-signed-in-state.js';
import type { SessionState, SessionUseCase } from './session.types.js';
import { provesSessionEnded, reduceSession, UNKNOWN_SESSION, type SessionEvent } from './session.reducer.js';
import { signUpFlow } from './sign-up-flow.js';
import { asVoid } from '../shared/as-void.js';

/** The ports the session use-case needs; the scheduler is injectable for virtual-time tests. */
export interface SessionDeps {
  readonly auth: AuthApi;
  readonly account: AccountApi;
  readonly sessionStore: SessionStore;
  readonly storage: KeyValueStore;
  readonly tabs: TabChannel;
  readonly activity: UserActivity;
  readonly logger: Logger;
  readonly scheduler?: SchedulerLike;
}

const sameUser = (a: SessionTokens | null, b: SessionTokens | null): boolean => a?.userId === b?.userId;

/**
 * The session: login state unknown until the stored session resolves, then signed out or signed in with user,
 * workspace and access flags. A sign-out takes effect after 1 s unless a user reappears; tabs tell each other;
 * verified sessions refresh their token every 5 minutes; a workspace inactivity timeout ends the session.
 */
export const createSessionUseCase = (deps: SessionDeps): SessionUseCase => {
  const scheduler = deps.scheduler ?? asyncScheduler;
  const changes = new Subject<SessionTokens | null>();

  const authUser$ = merge(
    defer(() => of(O.toNullable(deps.sessionStore.load()))),
    changes,
    deps.tabs.messages$.pipe(map((m) => (m.type === 'signedOut' ? null : O.toNullable(deps.sessionStore.load())))),
  ).pipe(
    switchMap((tokens, index) =>
      tokens !== null || index === 0 ? of(tokens) : timer(SIGN_OUT_DEBOUNCE_MS, scheduler).pipe(map(() => null)),
    ),
    distinctUntilChanged(sameUser),
  );

  const endSession = (): Observable<void> =>
    defer(() => {
      const tokens = O.toNullable(deps.sessionStore.load());
      deps.sessionStore.clear();
      storageKeysToWipeOnSignOut(deps.storage.keys()).forEach((key) => deps.storage.remove(key));
      deps.tabs.post({ type: 'signedOut' });
      changes.next(null);
      return tokens === null ? of(undefined) : deps.auth.signOut(tokens.refreshToken).pipe(map(() => undefined));
    });

  const refresh = (): Observable<E.Either<AuthError, void>> =>
    defer(() =>
      O.match(
        () => of(asVoid(E.left<AuthError>(SessionExpired()))),
        (tokens: SessionTokens) =>
          deps.auth.refresh(tokens.refreshToken).pipe(
            tap((result) => { if (E.isRight(result)) deps.sessionStore.save(result.right); }),
            map(asVoid),
          ),
      )(deps.sessionStore.load()),
    );

  const whileSignedIn = (state: SessionState, tokens: SessionTokens): Observable<never> => {
    const refreshing$ = refreshesTokenPeriodically(tokens.emailVerified)
      ? interval(TOKEN_REFRESH_INTERVAL_MS, scheduler).pipe(exhaustMap(refresh))
      : EMPTY;
    const timeout = state.status === 'signedIn' ? inactivityTimeoutMs(state.workspace.sessionInactivityTimeoutSeconds) : O.none;
    const inactivity$ = O.match(
      () => EMPTY,
      (ms: number) => deps.activity.activity$.pipe(startWith(null), switchMap(() => timer(ms, scheduler)), exhaustMap(endSession)),
    )(timeout);
    return merge(refreshing$, inactivity$).pipe(ignoreElements());
  };

  const warnOnMissingClaim = (tokens: SessionTokens, state: SessionState): void => {
    if (state.status === 'signedIn' && sessionWorkspace(tokens.workspaceIdClaim, state.user.workspaceId).fellBack) {
      deps.logger.warn(MISSING_WORKSPACE_CLAIM_WARNING, { userId: state.user.userId });
    }
  };

  const signedIn$ = (tokens: SessionTokens): Observable<SessionEvent> =>
    loadSignedInState(deps.account, refresh, scheduler).pipe(
      tap(E.match((error) => { if (provesSessionEnded(error)) deps.sessionStore.clear(); }, (state) => warnOnMissingClaim(tokens, state))),
      switchMap((result) =>
        merge(of<SessionEvent>({ type: 'loaded', result }), E.isRight(result) ? whileSignedIn(result.right, tokens) : EMPTY),
      ),
    );

  const state$ = authUser$.pipe(
    switchMap((tokens) => (tokens === null ? of<SessionEvent>({ type: 'noSession' }) : signedIn$(tokens))),
    scan(reduceSession, UNKNOWN_SESSION),
    startWith(UNKNOWN_SESSION),
    shareReplay({ bufferSize: 1, refCount: true }),
  );

  const signedInWith = (tokens: SessionTokens): void => {
    deps.sessionStore.save(tokens);
    deps.tabs.post({ type: 'signedIn' });
    changes.next(tokens);
  };

  return {
    state$,
    loggedIn$: state$.pipe(map((s) => (s.status === 'unknown' ? null : s.status === 'signedIn')), distinctUntilChanged(), share()),
    signIn: (email, password) =>
      deps.auth.signIn(email, password).pipe(tap((result) => { if (E.isRight(result)) signedInWith(result.right); }), map(asVoid)),
    signUp: (input) => signUpFlow(deps.auth, input).pipe(tap((result) => { if (E.isRight(result)) signedInWith(result.right); }), map(asVoid)),
    signOut: endSession,
    refresh,
  };
};
