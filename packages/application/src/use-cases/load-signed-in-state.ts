import type { Observable} from 'rxjs';
import { forkJoin, map, of, switchMap } from 'rxjs';
import * as E from 'fp-ts/lib/Either.js';
import { pipe } from 'fp-ts/lib/function.js';
import type { AccountApi } from '../ports/account-api.port.js';
import type { HttpError } from '../ports/http-error.js';
import type { SessionTokens } from '../ports/session-tokens.js';
import type { SessionState } from './session.types.js';

const orFalse = (result: E.Either<HttpError, boolean>): boolean => E.getOrElse(() => false)(result);

const loadOnce = (account: AccountApi): Observable<E.Either<HttpError, SessionState>> =>
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

/**
 * After login: loads the user, the workspace and the access flags. An expired access token (401) is refreshed once
 * and the load retried; a session that still cannot load is signed out.
 */
export const loadSignedInState = (
  account: AccountApi,
  _tokens: SessionTokens,
  refresh: () => Observable<E.Either<HttpError, void>>,
): Observable<SessionState> =>
  loadOnce(account).pipe(
    switchMap((first) =>
      E.isLeft(first) && first.left.status === 401
        ? refresh().pipe(switchMap((refreshed) => (E.isRight(refreshed) ? loadOnce(account) : of(first))))
        : of(first),
    ),
    map(E.getOrElse((): SessionState => ({ status: 'signedOut' }))),
  );
