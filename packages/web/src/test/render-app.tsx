import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccountActionEffect, PlanScreenView, SessionState, SubscriptionPageView, UsageView } from '@cadence/application';
import { createColorThemeController } from '../app/color-theme';
import { createAppRouter } from '../app/router';
import type { RouterContext } from '../app/router-context';
import { createToaster } from '../app/toaster';
import { PLAN_SCREEN_LOADING, SUBSCRIPTION_LOADING, USAGE_LOADING } from './billing-views';
import {
  createFakeAccountAction,
  createFakeForgotPassword,
  createFakePlanScreen,
  createFakeSession,
  createFakeStoredCoupon,
  createFakeSubscriptionPage,
  createFakeUsage,
  createFakePayouts,
  InMemoryKeyValueStore,
  RecordingExternalNavigator,
  SIGNED_OUT,
} from './fakes';

/** The origin the tests' redirect rule compares against. */
export const TEST_ORIGIN = 'https://cadence.test';

/** What a test may set up before the app renders; the billing views start loading unless given. */
export interface RenderAppOptions {
  readonly session?: SessionState;
  readonly storage?: InMemoryKeyValueStore;
  readonly couponEffects?: readonly AccountActionEffect[];
  readonly planScreen?: PlanScreenView;
  readonly subscriptionPage?: SubscriptionPageView;
  readonly usage?: UsageView;
}

/** Renders the real router at `url` on memory history, with fake use-cases in its context. */
export const renderApp = (url: string, options: RenderAppOptions = {}) => {
  const session = createFakeSession(options.session ?? SIGNED_OUT);
  const accountAction = createFakeAccountAction();
  const forgotPassword = createFakeForgotPassword();
  const storedCoupon = createFakeStoredCoupon(options.couponEffects);
  const planScreen = createFakePlanScreen(options.planScreen ?? PLAN_SCREEN_LOADING);
  const subscriptionPage = createFakeSubscriptionPage(options.subscriptionPage ?? SUBSCRIPTION_LOADING);
  const usage = createFakeUsage(options.usage ?? USAGE_LOADING);
  const payouts = createFakePayouts();
  const externalNavigator = new RecordingExternalNavigator();
  const storage = options.storage ?? new InMemoryKeyValueStore();
  const toaster = createToaster();
  const context: RouterContext = {
    session: session.session,
    accountAction: accountAction.accountAction,
    forgotPassword: forgotPassword.forgotPassword,
    storedCoupon: storedCoupon.storedCoupon,
    planScreen: planScreen.planScreen,
    subscriptionPage: subscriptionPage.subscriptionPage,
    usage: usage.usage,
    payouts: payouts.payouts,
    externalNavigator,
    colorTheme: createColorThemeController(storage),
    toaster,
    origin: TEST_ORIGIN,
  };
  const router = createAppRouter(context, createMemoryHistory({ initialEntries: [url] }));
  const user = userEvent.setup();
  const view = render(<RouterProvider router={router} />);
  return {
    ...view,
    router,
    user,
    session,
    accountAction,
    forgotPassword,
    storedCoupon,
    planScreen,
    subscriptionPage,
    usage,
    payouts,
    externalNavigator,
    storage,
    toaster,
  };
};

/** The current address of the router (path and search). */
export const currentHref = (router: ReturnType<typeof renderApp>['router']): string => router.state.location.href;
