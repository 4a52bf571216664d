import type {
  AccountActionUseCase,
  ExternalNavigator,
  ForgotPasswordUseCase,
  PlanScreenUseCase,
  SessionUseCase,
  StoredCouponUseCase,
  SubscriptionPageUseCase,
  UsageUseCase,
  PayoutsUseCase,
} from '@cadence/application';
import type { ColorThemeController } from './color-theme';
import type { Toaster } from './toaster';

/** What every route gets from the composition root: the use-cases and the UI services. */
export interface RouterContext {
  readonly session: SessionUseCase;
  readonly accountAction: AccountActionUseCase;
  readonly forgotPassword: ForgotPasswordUseCase;
  /** Applies the coupon from an e-mail link once the user is signed in. */
  readonly storedCoupon: StoredCouponUseCase;
  /** The plan cards of /pricing and the plan-change dialog. */
  readonly planScreen: PlanScreenUseCase;
  /** /app/subscription: current plan, invoices, promo code, cancel or renew. */
  readonly subscriptionPage: SubscriptionPageUseCase;
  /** /app/usage: characters used against the limit, and its extension. */
  readonly usage: UsageUseCase;
  /** /app/payouts: the payouts (connect) account on the provider's hosted pages. */
  readonly payouts: PayoutsUseCase;
  /** Leaves the app for a hosted provider page when a billing use-case says so. */
  readonly externalNavigator: ExternalNavigator;
  readonly colorTheme: ColorThemeController;
  readonly toaster: Toaster;
  /** The page origin (e.g. "https://cadence.example"), for the redirect rule and e-mail continue links. */
  readonly origin: string;
}
