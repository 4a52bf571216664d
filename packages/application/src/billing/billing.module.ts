import { DEFAULT_PLAN_SCREEN_ENVIRONMENT } from '@cadence/domain';
import type { AccountApi } from '../accounts/account-api.port.js';
import type { SessionUseCase } from '../accounts/session.types.js';
import type { AppEnvironment } from '../shared/app-environment.js';
import type { IdGenerator } from '../shared/id-generator.port.js';
import type { KeyValueStore } from '../shared/key-value-store.port.js';
import type { Notifications } from '../shared/notifications.port.js';
import type { BillingApi } from './billing-api.port.js';
import type { PayoutsUseCase, PlanScreenUseCase, SubscriptionPageUseCase, UsageUseCase } from './billing.types.js';
import { createPayoutsUseCase } from './payouts.use-case.js';
import { createPlanScreenUseCase } from './plan-screen.use-case.js';
import { createStoredCouponUseCase, type StoredCouponUseCase } from './stored-coupon.use-case.js';
import { createSubscriptionPageUseCase } from './subscription-page.use-case.js';
import { createUsageUseCase } from './usage.use-case.js';

/** The ports the billing slice needs. */
export interface BillingPorts {
  readonly billing: BillingApi;
  readonly account: AccountApi;
  readonly storage: KeyValueStore;
  readonly ids: IdGenerator;
  readonly notifications: Notifications;
  readonly environment: AppEnvironment;
}

/** Plans and checkout, the subscription page, usage, payouts and the coupon kept from an e-mail link. */
export interface BillingModule {
  readonly planScreen: PlanScreenUseCase;
  readonly subscriptionPage: SubscriptionPageUseCase;
  readonly usage: UsageUseCase;
  readonly payouts: PayoutsUseCase;
  readonly storedCoupon: StoredCouponUseCase;
}

/** Builds the billing slice on the accounts slice's session. Nothing is subscribed and no port is called. */
export const createBillingModule = (ports: BillingPorts, accounts: { readonly session: Pick<SessionUseCase, 'state$'> }): BillingModule => {
  const { utcOffsetMinutes } = ports.environment;
  const { billing, storage, notifications } = ports;
  return {
    planScreen: createPlanScreenUseCase({ ...ports, session: accounts.session, environment: DEFAULT_PLAN_SCREEN_ENVIRONMENT }),
    subscriptionPage: createSubscriptionPageUseCase({ billing, account: ports.account, storage, notifications, utcOffsetMinutes }),
    usage: createUsageUseCase({ billing, notifications, utcOffsetMinutes }),
    payouts: createPayoutsUseCase({ billing, notifications }),
    storedCoupon: createStoredCouponUseCase({ account: ports.account, storage, notifications }),
  };
};
