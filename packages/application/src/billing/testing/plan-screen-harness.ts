// The plan screen under test: the use-case on in-memory fakes, with its views and notices recorded.
import { BehaviorSubject, of } from 'rxjs';
import * as E from 'fp-ts/lib/Either.js';
import { DEFAULT_PLAN_SCREEN_ENVIRONMENT, type PlanScreenEnvironment, type PlanTier, type Subscription } from '@cadence/domain';
import { createPlanScreenUseCase } from '../plan-screen.use-case.js';
import type { PlanCardView, PlanScreenView } from '../billing.types.js';
import type { SessionState } from '../../accounts/session.types.js';
import type { BillingApi, BillingError } from '../billing-api.port.js';
import { user, workspace } from '../../accounts/testing/accounts-fakes.js';
import { memoryStorage, recordingNotifications, sequentialIds } from '../../shared/testing/shared-fakes.js';
import { fakeBilling, promoCoupon, subscription, subscriptionDetails } from './billing-fakes.js';

export const signedIn: SessionState = {
  status: 'signedIn',
  user,
  workspace: workspace(),
  access: { isAdmin: true, canAccessWorkspaceSettings: true, hasAlphaAccess: false },
};
export const signedOut: SessionState = { status: 'signedOut' };

/** A billing call that answers the error. */
export const failing = (error: BillingError) => () => of(E.left(error));

export interface Setup {
  readonly session?: SessionState;
  readonly sub?: Partial<Subscription>;
  readonly billing?: Partial<BillingApi>;
  readonly storage?: Record<string, string>;
  readonly environment?: PlanScreenEnvironment;
}

export const setup = (options: Setup = {}) => {
  const billing = fakeBilling(options.billing, subscriptionDetails({ subscription: subscription(options.sub) }));
  const storage = memoryStorage(options.storage ?? {});
  const ids = sequentialIds();
  const notifications = recordingNotifications();
  const state$ = new BehaviorSubject<SessionState>(options.session ?? signedIn);
  const useCase = createPlanScreenUseCase({
    billing, storage, ids, notifications, session: { state$ }, environment: options.environment ?? DEFAULT_PLAN_SCREEN_ENVIRONMENT,
  });
  const views: PlanScreenView[] = [];
  useCase.view$.subscribe((v) => views.push(v));
  const last = (): PlanScreenView => {
    const view = views.at(-1);
    if (view === undefined) throw new Error('no view yet');
    return view;
  };
  const card = (tier: PlanTier): PlanCardView => {
    const found = last().cards.find((c) => c.tier === tier);
    if (found === undefined) throw new Error(`no ${tier} card`);
    return found;
  };
  const press = (tier: PlanTier): void => useCase.press(tier);
  const confirm = (): void => useCase.confirmChange();
  return { useCase, billing, storage, ids, effects: notifications.notices, notifications, views, last, card, press, confirm, state$ };
};

export const FREE_USER: Partial<Subscription> = { tier: 'free', status: 'free' };
export const coupon = promoCoupon();
