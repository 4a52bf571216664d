import { EMPTY, map, shareReplay, startWith, Subject, tap, type Observable } from 'rxjs';
import * as E from 'fp-ts/lib/Either.js';
import type { BillingApi } from './billing-api.port.js';
import { failureMessage } from '../shared/port-error.js';
import { toast, type Notifications } from '../shared/notifications.port.js';
import type { UsageUseCase } from './billing.types.js';
import { INITIAL_USAGE, reduceUsage, usageView, type UsageEvent, type UsageState } from './usage.reducer.js';
import { runScreen } from '../shared/reducer-loop.js';

/** The ports and facts the usage page needs. */
export interface UsageDeps {
  readonly billing: Pick<BillingApi, 'getSubscription' | 'extendCharacterLimit'>;
  readonly notifications: Notifications;
  /** Minutes east of UTC the reset date is shown at (the negation of getTimezoneOffset()). */
  readonly utcOffsetMinutes: number;
}

type Intent = Extract<UsageEvent, { readonly type: 'reloadRequested' | 'extendRequested' }>;

/**
 * The usage page: characters used against the limit (-1 when unlimited), what remains, when the count resets, and how
 * far the limit may be extended. An extension outside (limit, ceiling] is not sent; a sent one reloads the usage, a
 * failed one shows the service's reason.
 */
export const createUsageUseCase = (deps: UsageDeps): UsageUseCase => {
  const intents = new Subject<Intent>();

  const load = (n: number): Observable<UsageEvent> =>
    deps.billing.getSubscription().pipe(map((result): UsageEvent => ({ type: 'loaded', load: n, result })));

  const extend = (newLimit: number): Observable<UsageEvent> =>
    deps.billing.extendCharacterLimit(newLimit).pipe(
      tap(E.match((error) => deps.notifications.notify(toast('error', failureMessage(error))), () => undefined)),
      map((result): UsageEvent => ({ type: 'extended', succeeded: E.isRight(result) })),
    );

  const work = (before: UsageState, _: UsageEvent, after: UsageState): Observable<UsageEvent> =>
    after.load !== before.load ? load(after.load) : after.extending !== null && before.extending === null ? extend(after.extending) : EMPTY;

  const view$ = runScreen<UsageState, UsageEvent>({
    initial: () => INITIAL_USAGE,
    inputs$: intents.pipe(startWith<UsageEvent>({ type: 'reloadRequested' })),
    reduce: reduceUsage,
    work,
  }).pipe(
    map((state) => usageView(state, deps.utcOffsetMinutes)),
    shareReplay({ bufferSize: 1, refCount: true }),
  );

  return {
    view$,
    reload: () => intents.next({ type: 'reloadRequested' }),
    extendLimit: (newLimit) => intents.next({ type: 'extendRequested', newLimit }),
  };
};
