import { combineLatest, defer, distinctUntilChanged, map, startWith, type Observable } from 'rxjs';
import * as E from 'fp-ts/lib/Either.js';
import { formatAbsoluteDate, sharedItemOnward } from '@cadence/domain';
import type { SessionUseCase } from '../accounts/session.types.js';
import type { SharedItem, SharingApi, SharingError } from './sharing-api.port.js';
import { failureMessage } from '../shared/port-error.js';
import type { SharedItemUseCase, SharedItemView } from './sharing.types.js';

/** What the public share page needs. */
export interface SharedItemDeps {
  readonly sharing: SharingApi;
  /** Whether the visitor is signed in decides where the page leads onward (sign-up, or the tool that made it). */
  readonly session: Pick<SessionUseCase, 'state$'>;
  /** Minutes east of UTC the date is shown at. */
  readonly utcOffsetMinutes: number;
}

const LOADING: SharedItemView = { status: 'loading' };

/**
 * The public share page: the shared item with its date formatted by the domain, or the server's message; and the
 * domain's way onward, which follows the session (a visitor counts as signed out until the session is known).
 */
export const createSharedItemUseCase = (deps: SharedItemDeps): SharedItemUseCase => {
  const signedIn$ = deps.session.state$.pipe(map((state) => state.status === 'signedIn'), startWith(false), distinctUntilChanged());
  const viewOf = (result: E.Either<SharingError, SharedItem>, signedIn: boolean): SharedItemView =>
    E.match(
      (error: SharingError): SharedItemView => ({ status: 'failed', message: failureMessage(error), onward: sharedItemOnward(null, signedIn) }),
      (item: SharedItem): SharedItemView => ({
        status: 'ready',
        item,
        date: E.getOrElse(() => '')(formatAbsoluteDate(item.dateUnix * 1000, deps.utcOffsetMinutes)),
        onward: sharedItemOnward(item, signedIn),
      }),
    )(result);
  return {
    view$: (shareId: string): Observable<SharedItemView> =>
      combineLatest([defer(() => deps.sharing.sharedItem(shareId)), signedIn$]).pipe(
        map(([result, signedIn]) => viewOf(result, signedIn)),
        startWith(LOADING),
      ),
  };
};
