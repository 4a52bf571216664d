import 'reflect-metadata';
import {
  AccountApi,
  AuthApi,
  BillingApi,
  Clock,
  createAccountActionUseCase,
  createForgotPasswordUseCase,
  createPlanScreenUseCase,
  createStoredCouponUseCase,
  createSessionUseCase,
  createSubscriptionPageUseCase,
  createUsageUseCase,
  createPayoutsUseCase,
  ExternalNavigator,
  IdGenerator,
  KeyValueStore,
  Logger,
  SessionStore,
  TabChannel,
  UserActivity,
  type AccountActionUseCase,
  type ForgotPasswordUseCase,
  type PlanScreenUseCase,
  type StoredCouponUseCase,
  type SessionUseCase,
  type SubscriptionPageUseCase,
  type UsageUseCase,
  type PayoutsUseCase,
} from '@cadence/application';
import {
  BroadcastTabChannel,
  ConsoleLogger,
  createApiClient,
  CryptoIdGenerator,
  DomUserActivity,
  HttpAccountApi,
  HttpAuthApi,
  HttpBillingApi,
  LocalStorageKeyValueStore,
  LocalStorageSessionStore,
  SystemClock,
  WindowNavigator,
  type ApiClient,
} from '@cadence/adapters';
import { DEFAULT_PLAN_SCREEN_ENVIRONMENT } from '@cadence/domain';
import * as O from 'fp-ts/lib/Option.js';
import { pipe } from 'fp-ts/lib/function.js';
import { Container } from 'inversify';
import { createColorThemeController, type ColorThemeController } from './color-theme';
import type { RouterContext } from './router-context';
import { createToaster, type Toaster } from './toaster';

/**
 * The composition root: the only place that knows the adapters. Ports are bound to their browser adapters,
 * use-cases are built from the ports, and the router context is read from the container. No decorators:
 * every binding is a constant or a factory with its listed dependencies.
 */

/** What the app needs from its environment. */
export interface AppConfig {
  /** The API's base URL (VITE_API_URL, default http://localhost:8787). */
  readonly apiBaseUrl: string;
  /** The page origin (window.location.origin). */
  readonly origin: string;
  /** Minutes east of UTC that billing dates are shown at (the negation of getTimezoneOffset()). */
  readonly utcOffsetMinutes: number;
}

const ApiClientToken = Symbol.for('cadence.web.ApiClient');
const SessionUseCaseToken = Symbol.for('cadence.web.SessionUseCase');
const AccountActionUseCaseToken = Symbol.for('cadence.web.AccountActionUseCase');
const ForgotPasswordUseCaseToken = Symbol.for('cadence.web.ForgotPasswordUseCase');
const StoredCouponUseCaseToken = Symbol.for('cadence.web.StoredCouponUseCase');
const PlanScreenUseCaseToken = Symbol.for('cadence.web.PlanScreenUseCase');
const SubscriptionPageUseCaseToken = Symbol.for('cadence.web.SubscriptionPageUseCase');
const UsageUseCaseToken = Symbol.for('cadence.web.UsageUseCase');
const PayoutsUseCaseToken = Symbol.for('cadence.web.PayoutsUseCase');
const ColorThemeToken = Symbol.for('cadence.web.ColorThemeController');
const ToasterToken = Symbol.for('cadence.web.Toaster');

const bindPorts = (container: Container, config: AppConfig): void => {
  container.bind<KeyValueStore>(KeyValueStore).toConstantValue(new LocalStorageKeyValueStore());
  container
    .bind<SessionStore>(SessionStore)
    .toResolvedValue((store: KeyValueStore) => new LocalStorageSessionStore(store), [KeyValueStore]);
  container.bind<ApiClient>(ApiClientToken).toResolvedValue(
    (sessions: SessionStore) =>
      createApiClient({
        baseUrl: config.apiBaseUrl,
        accessToken: () => pipe(sessions.load(), O.map((tokens) => tokens.accessToken), O.toNullable),
      }),
    [SessionStore],
  );
  container.bind<Clock>(Clock).toConstantValue(new SystemClock());
  container
    .bind<AuthApi>(AuthApi)
    .toResolvedValue((client: ApiClient, clock: Clock) => new HttpAuthApi(client, clock), [ApiClientToken, Clock]);
  container.bind<AccountApi>(AccountApi).toResolvedValue((client: ApiClient) => new HttpAccountApi(client), [ApiClientToken]);
  container.bind<BillingApi>(BillingApi).toResolvedValue((client: ApiClient) => new HttpBillingApi(client), [ApiClientToken]);
  container.bind<IdGenerator>(IdGenerator).toConstantValue(new CryptoIdGenerator());
  container.bind<ExternalNavigator>(ExternalNavigator).toConstantValue(new WindowNavigator());
  container.bind<TabChannel>(TabChannel).toConstantValue(new BroadcastTabChannel());
  container.bind<UserActivity>(UserActivity).toConstantValue(new DomUserActivity());
  container.bind<Logger>(Logger).toConstantValue(new ConsoleLogger());
};

const bindUseCases = (container: Container, config: AppConfig): void => {
  container.bind<SessionUseCase>(SessionUseCaseToken).toResolvedValue(
    (auth: AuthApi, account: AccountApi, sessionStore: SessionStore, storage: KeyValueStore, tabs: TabChannel, activity: UserActivity, logger: Logger) =>
      createSessionUseCase({ auth, account, sessionStore, storage, tabs, activity, logger }),
    [AuthApi, AccountApi, SessionStore, KeyValueStore, TabChannel, UserActivity, Logger],
  );
  container.bind<AccountActionUseCase>(AccountActionUseCaseToken).toResolvedValue(
    (auth: AuthApi, session: SessionUseCase, storage: KeyValueStore) =>
      createAccountActionUseCase({ auth, session, storage, origin: config.origin }),
    [AuthApi, SessionUseCaseToken, KeyValueStore],
  );
  container
    .bind<ForgotPasswordUseCase>(ForgotPasswordUseCaseToken)
    .toResolvedValue((auth: AuthApi) => createForgotPasswordUseCase({ auth }), [AuthApi]);
  container
    .bind<StoredCouponUseCase>(StoredCouponUseCaseToken)
    .toResolvedValue(
      (account: AccountApi, storage: KeyValueStore) => createStoredCouponUseCase({ account, storage }),
      [AccountApi, KeyValueStore],
    );
  container
    .bind<ColorThemeController>(ColorThemeToken)
    .toResolvedValue((store: KeyValueStore) => createColorThemeController(store), [KeyValueStore]);
  container.bind<Toaster>(ToasterToken).toResolvedValue(() => createToaster());
};

const bindBillingUseCases = (container: Container, config: AppConfig): void => {
  container.bind<PlanScreenUseCase>(PlanScreenUseCaseToken).toResolvedValue(
    (billing: BillingApi, session: SessionUseCase, storage: KeyValueStore, ids: IdGenerator) =>
      createPlanScreenUseCase({ billing, session, storage, ids, environment: DEFAULT_PLAN_SCREEN_ENVIRONMENT }),
    [BillingApi, SessionUseCaseToken, KeyValueStore, IdGenerator],
  );
  container.bind<SubscriptionPageUseCase>(SubscriptionPageUseCaseToken).toResolvedValue(
    (billing: BillingApi, storage: KeyValueStore) =>
      createSubscriptionPageUseCase({ billing, storage, utcOffsetMinutes: config.utcOffsetMinutes }),
    [BillingApi, KeyValueStore],
  );
  container
    .bind<UsageUseCase>(UsageUseCaseToken)
    .toResolvedValue((billing: BillingApi) => createUsageUseCase({ billing, utcOffsetMinutes: config.utcOffsetMinutes }), [BillingApi]);
  container
    .bind<PayoutsUseCase>(PayoutsUseCaseToken)
    .toResolvedValue((billing: BillingApi) => createPayoutsUseCase({ billing }), [BillingApi]);
};

/** The container of the running app: every binding a singleton. */
export const createAppContainer = (config: AppConfig): Container => {
  const container = new Container({ defaultScope: 'Singleton' });
  bindPorts(container, config);
  bindUseCases(container, config);
  bindBillingUseCases(container, config);
  return container;
};

/** The router context: the use-cases and UI services, read from the container. */
export const routerContextFrom = (container: Container, config: AppConfig): RouterContext => ({
  session: container.get<SessionUseCase>(SessionUseCaseToken),
  accountAction: container.get<AccountActionUseCase>(AccountActionUseCaseToken),
  forgotPassword: container.get<ForgotPasswordUseCase>(ForgotPasswordUseCaseToken),
  storedCoupon: container.get<StoredCouponUseCase>(StoredCouponUseCaseToken),
  planScreen: container.get<PlanScreenUseCase>(PlanScreenUseCaseToken),
  subscriptionPage: container.get<SubscriptionPageUseCase>(SubscriptionPageUseCaseToken),
  usage: container.get<UsageUseCase>(UsageUseCaseToken),
  payouts: container.get<PayoutsUseCase>(PayoutsUseCaseToken),
  externalNavigator: container.get<ExternalNavigator>(ExternalNavigator),
  colorTheme: container.get<ColorThemeController>(ColorThemeToken),
  toaster: container.get<Toaster>(ToasterToken),
  origin: config.origin,
});
