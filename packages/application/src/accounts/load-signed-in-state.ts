import type { Observable} from 'rxjs';
import { forkJoin, map, of, switchMap, timer, type SchedulerLike } from 'rxjs';
import * as E from 'fp-ts/lib/Either.js';
import { pipe } from 'fp-ts/lib/function.js';
import type { AccountApi, AccountError } from './account-api.port.js';
import type { SessionState } from './session.types.js';

/** How often a load that failed for a reason other than authentication (network, server) is tried again. */
export const TRANSIENT_LOAD_RETRIES = 3;
/** The pause between those tries. */
export const TRANSIENT_LOAD_RETRY_DELAY_MS = 1_000;

const orFalse = (result: E.Either<AccountError, boolean>): boolean => E.getOrElse(() => false)(result);

const loadOnce = (account: AccountApi): Observable<E.Either<AccountError, SessionState>> =>
  forkJoin({
    user: account.getUser(),
    workspace: account.getWorkspace(),
    isAdmin: account.isWorkspaceAdmin(),
    canAccessWorkspaceSettings: account.canAccessWorkspaceSettings(),
    hasAlphaAccess: account.hasAlphaAccess(),
  }).pipe(
    map((r) =>
      pipe(
        E.Do,
        E.bind('user', () => r.user),
        E.bind('workspace', () => r.workspace),
        E.map(({ user, workspace }): SessionState => ({
          status: 'signedIn',
          user,
          workspace,
          access: {
            isAdmin: orFalse(r.isAdmin),
            canAccessWorkspaceSettings: orFalse(r.canAccessWorkspaceSettings),
            hasAlphaAccess: orFalse(r.hasAlphaAccess),
          },
        })),
      ),
    ),
  );

const isUnauthorized = (result: E.Either<AccountError, SessionState>): boolean =>
  E.isLeft(result) && result.left._tag === 'SessionExpired';

const withTransientRetries = (
  load: () => Observable<E.Either<AccountError, SessionState>>,
  scheduler: SchedulerLike,
  left = TRANSIENT_LOAD_RETRIES,
): Observable<E.Either<AccountError, SessionState>> =>
  load().pipe(
    switchMap((result) =>
      E.isRight(result) || isUnauthorized(result) || left === 0
        ? of(result)
        : timer(TRANSIENT_LOAD_RETRY_DELAY_MS, scheduler).pipe(switchMap(() => withTransientRetries(load, scheduler, left - 1))),
    ),
  );

/**
 * After login: loads the user, the workspace and the access flags. An expired access token (SessionExpired) is
 * refreshed once and the load retried; a failure for another reason (network, server) is tried again a few times.
 * The caller decides what a remaining failure means: only SessionExpired proves the stored session is no good.
 */
export const loadSignedInState = (
  account: AccountApi,
  refresh: () => Observable<E.Either<unknown, void>>,
  scheduler: SchedulerLike,
): Observable<E.Either<AccountError, SessionState>> =>
  withTransientRetries(() => loadOnce(account), scheduler).pipe(
    switchMap((first) =>
      isUnauthorized(first)
        ? refresh().pipe(switchMap((refreshed) => (E.isRight(refreshed) ? withTransientRetries(() => loadOnce(account), scheduler) : of(first))))
        : of(first),
    ),
  );
