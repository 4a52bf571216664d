import { defer, map, startWith, type Observable } from 'rxjs';
import * as E from 'fp-ts/lib/Either.js';
import { formatAbsoluteDate } from '@cadence/domain';
import type { SharingApi } from './sharing-api.port.js';
import { failureMessage } from '../shared/port-error.js';
import type { SharedItemUseCase, SharedItemView } from './sharing.types.js';

/** What the public share page needs. */
export interface SharedItemDeps {
  readonly sharing: SharingApi;
  /** Minutes east of UTC the date is shown at. */
  readonly utcOffsetMinutes: number;
}

/** The public share page: the shared item with its date formatted by the domain, or the server's message. */
export const createSharedItemUseCase = (deps: SharedItemDeps): SharedItemUseCase => ({
  view$: (shareId: string): Observable<SharedItemView> =>
    defer(() => deps.sharing.sharedItem(shareId)).pipe(
      map(
        E.match(
          (error): SharedItemView => ({ status: 'failed', message: failureMessage(error) }),
          (item): SharedItemView => ({
            status: 'ready',
            item,
            date: E.getOrElse(() => '')(formatAbsoluteDate(item.dateUnix * 1000, deps.utcOffsetMinutes)),
          }),
        ),
      ),
      startWith<SharedItemView>({ status: 'loading' }),
    ),
});
