import { EMPTY, map, shareReplay, startWith, Subject, tap, type Observable } from 'rxjs';
import * as E from 'fp-ts/lib/Either.js';
import { APP_ROUTES } from '@cadence/domain';
import type { BillingApi } from './billing-api.port.js';
import { failureMessage } from '../shared/port-error.js';
import { toast, type Notifications } from '../shared/notifications.port.js';
import type { PayoutsUseCase, PayoutsView } from './billing.types.js';
import { runScreen } from '../shared/reducer-loop.js';
import { IDLE_PAYOUTS, reducePayouts, type PayoutsEvent } from './payouts.reducer.js';

/**
 * Payouts: both calls send the browser to the provider and bring it back to the payouts page; a failure shows the
 * service's reason (the spec's "connect-account failures show the server's detail.message").
 */
export const createPayoutsUseCase = (deps: {
  readonly billing: Pick<BillingApi, 'createConnectAccount' | 'createConnectAccountManagementLink'>;
  readonly notifications: Notifications;
}): PayoutsUseCase => {
  const intents = new Subject<PayoutsEvent>();
  const open = (page: 'setUp' | 'manage'): Observable<PayoutsEvent> =>
    (page === 'setUp'
      ? deps.billing.createConnectAccount(APP_ROUTES.payouts)
      : deps.billing.createConnectAccountManagementLink(APP_ROUTES.payouts)
    ).pipe(
      tap(E.match(
        (error) => deps.notifications.notify(toast('error', failureMessage(error))),
        ({ url }) => deps.notifications.notify({ type: 'leave', url }),
      )),
      map((): PayoutsEvent => ({ type: 'settled' })),
    );
  const view$ = runScreen<PayoutsView, PayoutsEvent>({
    initial: () => IDLE_PAYOUTS,
    // The first event draws the idle page.
    inputs$: intents.pipe(startWith<PayoutsEvent>({ type: 'opened' })),
    reduce: reducePayouts,
    work: (before, _, after) => (before.pending === null && after.pending !== null ? open(after.pending) : EMPTY),
  }).pipe(shareReplay({ bufferSize: 1, refCount: true }));
  return {
    view$,
    setUp: () => intents.next({ type: 'requested', page: 'setUp' }),
    manage: () => intents.next({ type: 'requested', page: 'manage' }),
  };
};
