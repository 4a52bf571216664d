import { EMPTY, map, shareReplay, startWith, Subject, switchMap, take, type Observable } from 'rxjs';
import * as E from 'fp-ts/lib/Either.js';
import {
  canExtendCharacterLimit, extendedCharacterLimitCeiling, hasNoCharacterLimit, remainingCharacters, UNLIMITED,
} from '@cadence/domain';
import type { BillingApi, SubscriptionDetails } from './billing-api.port.js';
import type { ApiResult } from '../shared/http-error.js';
import type { BillingEffect, UsageUseCase, UsageView } from './billing.types.js';
import { errorToast } from './billing-messages.js';
import { toastMessageFor } from '../shared/http-error-toast.js';
import { formatUnixDate } from './subscription-view.js';

/** The ports and facts the usage page needs. */
export interface UsageDeps {
  readonly billing: Pick<BillingApi, 'getSubscription' | 'extendCharacterLimit'>;
  /** Minutes east of UTC the reset date is shown at (the negation of getTimezoneOffset()). */
  readonly utcOffsetMinutes: number;
}

const EMPTY_USAGE: UsageView = { status: 'loading', used: 0, limit: 0, remaining: 0, resetsOn: null, extensionCeiling: null };

const usageView = (result: ApiResult<SubscriptionDetails> | null, utcOffsetMinutes: number): UsageView => {
  if (result === null) return EMPTY_USAGE;
  if (E.isLeft(result)) return { ...EMPTY_USAGE, status: 'failed' };
  const d = result.right;
  const { tier, status } = d.subscription;
  const unlimited = hasNoCharacterLimit(tier);
  const extendable = !unlimited && canExtendCharacterLimit({ canExtendCharacterLimit: d.canExtendCharacterLimit, status, tier });
  return {
    status: 'ready',
    used: d.characterCount,
    limit: unlimited ? UNLIMITED : d.characterLimit,
    remaining: remainingCharacters({ tier, characterLimit: d.characterLimit, characterCount: d.characterCount }),
    resetsOn: formatUnixDate(d.nextCharacterCountResetUnix, utcOffsetMinutes),
    extensionCeiling: extendable ? extendedCharacterLimitCeiling(d.characterLimit) : null,
  };
};

/** True when the new limit raises the current one without passing the domain's extension ceiling. */
const isWithinExtension = (view: UsageView, newLimit: number): boolean =>
  view.extensionCeiling !== null && Number.isSafeInteger(newLimit) && newLimit > view.limit && newLimit <= view.extensionCeiling;

/**
 * The usage page: characters used against the limit (-1 when unlimited), what remains, when the count resets, and how
 * far the limit may be extended. An extension outside (limit, ceiling] is not sent; a sent one reloads the usage.
 */
export const createUsageUseCase = (deps: UsageDeps): UsageUseCase => {
  const effects = new Subject<BillingEffect>();
  const reloads = new Subject<void>();

  const view$ = reloads.pipe(
    startWith(undefined),
    switchMap(() => deps.billing.getSubscription()),
    startWith(null),
    map((result) => usageView(result, deps.utcOffsetMinutes)),
    shareReplay({ bufferSize: 1, refCount: true }),
  );

  const extendLimit = (newLimit: number): Observable<void> =>
    view$.pipe(
      take(1),
      switchMap((view) =>
        !isWithinExtension(view, newLimit)
          ? EMPTY
          : deps.billing.extendCharacterLimit(newLimit).pipe(
              map(E.match((error) => effects.next(errorToast(toastMessageFor(error))), () => reloads.next())),
            ),
      ),
    );

  return { view$, effects$: effects.asObservable(), reload: () => reloads.next(), extendLimit };
};
