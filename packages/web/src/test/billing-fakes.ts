import type {
  Notice,
  Notifications,
  PayoutsUseCase,
  PayoutsView,
  PlanScreenUseCase,
  PlanScreenView,
  StoredCouponUseCase,
  SubscriptionPageUseCase,
  SubscriptionPageView,
  UsageUseCase,
  UsageView,
} from '@cadence/application';
import type { BillingPeriodChoice, HostedPageReturn, PlanTier, SubscriptionCurrency } from '@cadence/domain';
import { BehaviorSubject, defer, EMPTY } from 'rxjs';

/** Fakes of the billing use-cases: their views are subjects the test drives; intents are recorded. */

/** The stored coupon: each run raises the notices the test queues through the app's notifications. */
export const createFakeStoredCoupon = (notifications: Notifications, notices: readonly Notice[] = []) => {
  const fake = { applied: 0 };
  const storedCoupon: StoredCouponUseCase = {
    applyOnce: () =>
      defer(() => {
        fake.applied += 1;
        notices.forEach((notice) => notifications.notify(notice));
        return EMPTY;
      }),
  };
  return Object.assign(fake, { storedCoupon });
};

/** The plan screen. */
export const createFakePlanScreen = (initial: PlanScreenView) => {
  const view = new BehaviorSubject<PlanScreenView>(initial);
  const calls = {
    selectBillingPeriod: [] as BillingPeriodChoice[],
    selectCurrency: [] as SubscriptionCurrency[],
    press: [] as PlanTier[],
    confirmChange: 0,
    dismissChange: 0,
  };
  const planScreen: PlanScreenUseCase = {
    view$: view.asObservable(),
    selectBillingPeriod: (choice) => calls.selectBillingPeriod.push(choice),
    selectCurrency: (currency) => calls.selectCurrency.push(currency),
    press: (tier) => calls.press.push(tier),
    confirmChange: () => (calls.confirmChange += 1),
    dismissChange: () => (calls.dismissChange += 1),
  };
  return { view, calls, planScreen };
};

/** The subscription page; asking to cancel and keeping the subscription also open and close its confirmation. */
export const createFakeSubscriptionPage = (initial: SubscriptionPageView) => {
  const view = new BehaviorSubject<SubscriptionPageView>(initial);
  const calls = {
    reload: 0,
    openPortal: 0,
    updatePaymentMethod: 0,
    askToCancel: 0,
    keepSubscription: 0,
    cancelSubscription: 0,
    renewSubscription: 0,
    applyPromocode: [] as string[],
    removePromocode: 0,
    returnedFrom: [] as HostedPageReturn[],
  };
  const confirming = (open: boolean) => view.next({ ...view.getValue(), confirmingCancel: open });
  const subscriptionPage: SubscriptionPageUseCase = {
    view$: view.asObservable(),
    reload: () => (calls.reload += 1),
    openPortal: () => (calls.openPortal += 1),
    updatePaymentMethod: () => (calls.updatePaymentMethod += 1),
    askToCancel: () => {
      calls.askToCancel += 1;
      confirming(true);
    },
    keepSubscription: () => {
      calls.keepSubscription += 1;
      confirming(false);
    },
    cancelSubscription: () => (calls.cancelSubscription += 1),
    renewSubscription: () => (calls.renewSubscription += 1),
    applyPromocode: (code) => calls.applyPromocode.push(code),
    removePromocode: () => (calls.removePromocode += 1),
    returnedFrom: (from) =>
      defer(() => {
        calls.returnedFrom.push(from);
        return EMPTY;
      }),
  };
  return { view, calls, subscriptionPage };
};

/** The usage page. */
export const createFakeUsage = (initial: UsageView) => {
  const view = new BehaviorSubject<UsageView>(initial);
  const calls = { reload: 0, extendLimit: [] as number[] };
  const usage: UsageUseCase = {
    view$: view.asObservable(),
    reload: () => (calls.reload += 1),
    extendLimit: (newLimit) => calls.extendLimit.push(newLimit),
  };
  return { view, calls, usage };
};

/** Payouts. */
export const createFakePayouts = (initial: PayoutsView = { pending: null }) => {
  const view = new BehaviorSubject<PayoutsView>(initial);
  const calls = { setUp: 0, manage: 0 };
  const payouts: PayoutsUseCase = {
    view$: view.asObservable(),
    setUp: () => (calls.setUp += 1),
    manage: () => (calls.manage += 1),
  };
  return { view, calls, payouts };
};
