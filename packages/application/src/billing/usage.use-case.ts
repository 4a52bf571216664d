import { defer, EMPTY, map, shareReplay, startWith, Subject, tap, type Observable } from 'rxjs';
import * as E from 'fp-ts/lib/Either.js';
import { characterLimitExtendedMessage, characterLimitRefusalMessage } from '@cadence/domain';
import type { BillingApi } from './billing-api.port.js';
import { failureMessage } from '../shared/port-error.js';
import { toast, type Notifications } from '../shared/notifications.port.js';
import type { UsageUseCase } from './billing.types.js';
import { extensionRefusal, INITIAL_USAGE, reduceUsage, usageView, type UsageEvent, type UsageState } from './usage.reducer.js';
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
 * far the limit may be extended. An extension outside (limit, ceiling] is not sent and the toast says why, naming the
 * ceiling; a sent one reloads the usage and says the new limit, a failed one shows the service's reason.
 */
export const createUsageUseCase = (deps: UsageDeps): UsageUseCase => {
  const intents = new Subject<Intent>();

  const load = (n: number): Observable<UsageEvent> =>
    deps.billing.getSubscription().pipe(map((result): UsageEvent => ({ type: 'loaded', load: n, result })));

  const notify = (kind: 'success' | 'error', message: string): void => deps.notifications.notify(toast(kind, message));

  /** Sends the limit; a success says the new limit, until when it holds and the ceiling; a failure the service's reason. */
  const extend = (state: UsageState, newLimit: number): Observable<UsageEvent> => {
    const view = usageView(state, deps.utcOffsetMinutes);
    const ceiling = view.extensionCeiling ?? newLimit;
    return deps.billing.extendCharacterLimit(newLimit).pipe(
      tap(E.match(
        (error) => notify('error', failureMessage(error)),
        () => notify('success', characterLimitExtendedMessage(newLimit, ceiling, view.resetsOn)),
      )),
      map((result): UsageEvent => ({ type: 'extended', succeeded: E.isRight(result) })),
    );
  };

  /** A limit the reducer did not send (and not because another one runs) is refused with a message naming the ceiling. */
  const refuse = (state: UsageState, newLimit: number): Observable<never> =>
    defer(() => {
      const refusal = extensionRefusal(state, newLimit);
      if (refusal !== null) notify('error', characterLimitRefusalMessage(refusal));
      return EMPTY;
    });

  const work = (before: UsageState, event: UsageEvent, after: UsageState): Observable<UsageEvent> => {
    if (after.load !== before.load) return load(after.load);
    if (after.extending !== null && before.extending === null) return extend(after, after.extending);
    return event.type === 'extendRequested' && before.extending === null ? refuse(before, event.newLimit) : EMPTY;
  };

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
