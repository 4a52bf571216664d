import { distinctUntilChanged, filter, map, switchMap, type Observable } from 'rxjs';
import * as E from 'fp-ts/lib/Either.js';
import type { CharacterUsage } from '@cadence/domain';
import type { BillingApi } from '../billing/billing-api.port.js';
import type { GenerationView } from './generation.types.js';

/** Where the generate pages learn the plan's character usage: the subscription call of the billing port. */
export type PlanUsageSource = Pick<BillingApi, 'getSubscription'>;

/**
 * The plan's character usage as the generate pages show it: loaded when a page subscribes and again each time a
 * generation ends (it has been charged by then). Null while it is not known: a failed load shows the cost alone and
 * blocks nothing (the service still checks the quota and says why it refuses).
 */
export const planCharacterUsage$ = (billing: PlanUsageSource, generation$: Observable<GenerationView>): Observable<CharacterUsage | null> =>
  generation$.pipe(
    map((view) => view.generating),
    distinctUntilChanged(),
    filter((generating) => !generating),
    switchMap(() => billing.getSubscription()),
    map(E.match(
      (): CharacterUsage | null => null,
      (details) => ({ tier: details.subscription.tier, characterLimit: details.characterLimit, characterCount: details.characterCount }),
    )),
  );
