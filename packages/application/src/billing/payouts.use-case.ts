import { defer, map, Subject, type Observable } from 'rxjs';
import * as E from 'fp-ts/lib/Either.js';
import { APP_ROUTES } from '@cadence/domain';
import type { BillingApi } from './billing-api.port.js';
import type { HttpError } from '../shared/http-error.js';
import type { BillingEffect } from './billing.types.js';

/** Payouts: set up or manage the payouts (connect) account on the provider's hosted pages. */
export interface PayoutsUseCase {
  readonly effects$: Observable<BillingEffect>;
  setUp(): Observable<void>;
  manage(): Observable<void>;
}

/** A connect-account failure shows the server's detail.message, as the spec's error catalogue says. */
const failureEffect = (error: HttpError): BillingEffect => ({
  type: 'toast',
  kind: 'error',
  message: error.message === '' ? error.statusText : error.message,
});

/** Both calls send the browser to the provider and bring it back to the payouts page. */
export const createPayoutsUseCase = (deps: {
  readonly billing: Pick<BillingApi, 'createConnectAccount' | 'createConnectAccountManagementLink'>;
}): PayoutsUseCase => {
  const effects = new Subject<BillingEffect>();
  const leaveFor = (call: Observable<E.Either<HttpError, { readonly url: string }>>): Observable<void> =>
    defer(() => call).pipe(
      map((result) => effects.next(E.isLeft(result) ? failureEffect(result.left) : { type: 'leave', url: result.right.url })),
    );
  return {
    effects$: effects.asObservable(),
    setUp: () => leaveFor(deps.billing.createConnectAccount(APP_ROUTES.payouts)),
    manage: () => leaveFor(deps.billing.createConnectAccountManagementLink(APP_ROUTES.payouts)),
  };
};
