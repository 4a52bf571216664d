import 'reflect-metadata';
import {
  AccountApi,
  AuthApi,
  Clock,
  createAccountActionUseCase,
  createForgotPasswordUseCase,
  createSessionUseCase,
  KeyValueStore,
  Logger,
  SessionStore,
  TabChannel,
  UserActivity,
  type AccountActionUseCase,
  type ForgotPasswordUseCase,
  type SessionUseCase,
} from '@cadence/application';
import {
  BroadcastTabChannel,
  ConsoleLogger,
  createApiClient,
  DomUserActivity,
  HttpAccountApi,
  HttpAuthApi,
  LocalStorageKeyValueStore,
  LocalStorageSessionStore,
  SystemClock,
  type ApiClient,
} from '@cadence/adapters';
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
}

const ApiClientToken = Symbol.for('cadence.web.ApiClient');
const SessionUseCaseToken = Symbol.for('cadence.web.SessionUseCase');
const AccountActionUseCaseToken = Symbol.for('cadence.web.AccountActionUseCase');
const ForgotPasswordUseCaseToken = Symbol.for('cadence.web.ForgotPasswordUseCase');
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
    .bind<ColorThemeController>(ColorThemeToken)
    .toResolvedValue((store: KeyValueStore) => createColorThemeController(store), [KeyValueStore]);
  container.bind<Toaster>(ToasterToken).toResolvedValue(() => createToaster());
};

/** The container of the running app: every binding a singleton. */
export const createAppContainer = (config: AppConfig): Container => {
  const container = new Container({ defaultScope: 'Singleton' });
  bindPorts(container, config);
  bindUseCases(container, config);
  return container;
};

/** The router context: the use-cases and UI services, read from the container. */
export const routerContextFrom = (container: Container, config: AppConfig): RouterContext => ({
  session: container.get<SessionUseCase>(SessionUseCaseToken),
  accountAction: container.get<AccountActionUseCase>(AccountActionUseCaseToken),
  forgotPassword: container.get<ForgotPasswordUseCase>(ForgotPasswordUseCaseToken),
  colorTheme: container.get<ColorThemeController>(ColorThemeToken),
  toaster: container.get<Toaster>(ToasterToken),
  origin: config.origin,
});
