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
  createDownloadsUseCase,
  createHistoryListFactory,
  ExternalNavigator,
  FileSaver,
  HistoryApi,
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
  type DownloadsUseCase,
  type HistoryListFactory,
  ApiKeysApi,
  Clipboard,
  createApiKeysUseCase,
  createSharedItemUseCase,
  createShareVideoUseCase,
  createSharingUseCase,
  NativeShare,
  ObjectUrls,
  PopupOpener,
  SharingApi,
  type ApiKeysUseCase,
  type SharedItemUseCase,
  type ShareVideoUseCase,
  type SharingUseCase,
  AudioOutput,
  createDialogueUseCase,
  createFeedbackUseCase,
  createGenerationUseCase,
  createPlayerUseCase,
  createSpeechSettingsUseCase,
  FeedbackApi,
  SpeechApi,
  VoiceCatalogue,
  type DialogueUseCase,
  type FeedbackUseCase,
  type GenerationUseCase,
  type PlayerUseCase,
  type SpeechSettingsUseCase,
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
  BlobObjectUrls,
  BrowserClipboard,
  BrowserFileSaver,
  BrowserNativeShare,
  HttpApiKeysApi,
  HttpSharingApi,
  WindowPopupOpener,
  HttpHistoryApi,
  HttpFeedbackApi,
  HttpSpeechApi,
  HttpVoiceCatalogue,
  MediaSourceAudioOutput,
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
const SharingUseCaseToken = Symbol.for('cadence.web.SharingUseCase');
const ShareVideoUseCaseToken = Symbol.for('cadence.web.ShareVideoUseCase');
const SharedItemUseCaseToken = Symbol.for('cadence.web.SharedItemUseCase');
const ApiKeysUseCaseToken = Symbol.for('cadence.web.ApiKeysUseCase');
const PlayerUseCaseToken = Symbol.for('cadence.web.PlayerUseCase');
const GenerationUseCaseToken = Symbol.for('cadence.web.GenerationUseCase');
const FeedbackUseCaseToken = Symbol.for('cadence.web.FeedbackUseCase');
const SpeechSettingsUseCaseToken = Symbol.for('cadence.web.SpeechSettingsUseCase');
const DialogueUseCaseToken = Symbol.for('cadence.web.DialogueUseCase');
const ColorThemeToken = Symbol.for('cadence.web.ColorThemeController');
const ToasterToken = Symbol.for('cadence.web.Toaster');
const DownloadsUseCaseToken = Symbol.for('cadence.web.DownloadsUseCase');
const HistoryListFactoryToken = Symbol.for('cadence.web.HistoryListFactory');

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
  container.bind<HistoryApi>(HistoryApi).toResolvedValue((client: ApiClient) => new HttpHistoryApi(client), [ApiClientToken]);
  container.bind<FileSaver>(FileSaver).toConstantValue(new BrowserFileSaver());
};

const bindHistoryUseCases = (container: Container): void => {
  container
    .bind<DownloadsUseCase>(DownloadsUseCaseToken)
    .toResolvedValue((history: HistoryApi, files: FileSaver) => createDownloadsUseCase({ history, files }), [HistoryApi, FileSaver]);
  container.bind<HistoryListFactory>(HistoryListFactoryToken).toResolvedValue(
    (history: HistoryApi, downloads: DownloadsUseCase, clock: Clock) => createHistoryListFactory({ history, downloads, clock }),
    [HistoryApi, DownloadsUseCaseToken, Clock],
  );
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

/** Sharing (share link, share video, public share page) and API keys: their ports and use-cases. */
const bindSharing = (container: Container, config: AppConfig): void => {
  container.bind<SharingApi>(SharingApi).toResolvedValue((client: ApiClient) => new HttpSharingApi(client), [ApiClientToken]);
  container.bind<ApiKeysApi>(ApiKeysApi).toResolvedValue((client: ApiClient) => new HttpApiKeysApi(client), [ApiClientToken]);
  container.bind<Clipboard>(Clipboard).toConstantValue(new BrowserClipboard());
  container.bind<NativeShare>(NativeShare).toConstantValue(new BrowserNativeShare());
  container.bind<PopupOpener>(PopupOpener).toConstantValue(new WindowPopupOpener());
  container.bind<ObjectUrls>(ObjectUrls).toConstantValue(new BlobObjectUrls());
  container.bind<SharingUseCase>(SharingUseCaseToken).toResolvedValue(
    (session: SessionUseCase, sharing: SharingApi, clipboard: Clipboard, nativeShare: NativeShare, popups: PopupOpener, logger: Logger) =>
      createSharingUseCase({ session, sharing, clipboard, nativeShare, popups, logger }),
    [SessionUseCaseToken, SharingApi, Clipboard, NativeShare, PopupOpener, Logger],
  );
  // The share video is saved with its own stateless browser saver, so this slice does not depend on who binds FileSaver.
  container.bind<ShareVideoUseCase>(ShareVideoUseCaseToken).toResolvedValue(
    (sharing: SharingApi, objectUrls: ObjectUrls) => createShareVideoUseCase({ sharing, objectUrls, files: new BrowserFileSaver() }),
    [SharingApi, ObjectUrls],
  );
  container.bind<SharedItemUseCase>(SharedItemUseCaseToken).toResolvedValue(
    (sharing: SharingApi) => createSharedItemUseCase({ sharing, utcOffsetMinutes: config.utcOffsetMinutes }),
    [SharingApi],
  );
  container.bind<ApiKeysUseCase>(ApiKeysUseCaseToken).toResolvedValue(
    (apiKeys: ApiKeysApi, clipboard: Clipboard) => createApiKeysUseCase({ apiKeys, clipboard, utcOffsetMinutes: config.utcOffsetMinutes }),
    [ApiKeysApi, Clipboard],
  );
};

/**
 * The one audio element of the global player: created here, kept in the document for the app's life (tests and
 * Playwright find it by data-testid="player-audio"); the player bar only drives it through the AudioOutput port.
 */
const playerAudioElement = (): HTMLAudioElement => {
  const audio = document.createElement('audio');
  audio.dataset['testid'] = 'player-audio';
  audio.preload = 'auto';
  document.body.appendChild(audio);
  return audio;
};

/** The speech slice: generation with streaming, the global player, feedback, pickers and the dialogue editor. */
const bindSpeech = (container: Container): void => {
  container.bind<SpeechApi>(SpeechApi).toResolvedValue((client: ApiClient) => new HttpSpeechApi(client), [ApiClientToken]);
  container.bind<VoiceCatalogue>(VoiceCatalogue).toResolvedValue((client: ApiClient) => new HttpVoiceCatalogue(client), [ApiClientToken]);
  container.bind<FeedbackApi>(FeedbackApi).toResolvedValue((client: ApiClient) => new HttpFeedbackApi(client), [ApiClientToken]);
  container.bind<AudioOutput>(AudioOutput).toResolvedValue(
    (logger: Logger) =>
      new MediaSourceAudioOutput({ audio: playerAudioElement(), mediaSource: window.MediaSource as AudioOutputHostMediaSource, url: URL, logger }),
    [Logger],
  );
  container.bind<PlayerUseCase>(PlayerUseCaseToken).toResolvedValue(
    (audio: AudioOutput, history: HistoryApi, downloads: DownloadsUseCase, fileSaver: FileSaver) =>
      createPlayerUseCase({ audio, history, downloads, fileSaver }),
    [AudioOutput, HistoryApi, DownloadsUseCaseToken, FileSaver],
  );
  container.bind<GenerationUseCase>(GenerationUseCaseToken).toResolvedValue(
    (speech: SpeechApi, player: PlayerUseCase, history: HistoryApi, clock: Clock) => createGenerationUseCase({ speech, player, history, clock }),
    [SpeechApi, PlayerUseCaseToken, HistoryApi, Clock],
  );
  container.bind<FeedbackUseCase>(FeedbackUseCaseToken).toResolvedValue(
    (api: FeedbackApi, player: PlayerUseCase) =>
      createFeedbackUseCase({ api, target$: player.feedbackTarget$, saved: (id, feedback) => player.feedbackSaved(id, feedback) }),
    [FeedbackApi, PlayerUseCaseToken],
  );
  container.bind<SpeechSettingsUseCase>(SpeechSettingsUseCaseToken).toResolvedValue(
    (catalogue: VoiceCatalogue, storage: KeyValueStore, clock: Clock, session: SessionUseCase) => {
      const settings = createSpeechSettingsUseCase({ catalogue, storage, clock, session, purpose: 'textToSpeech' });
      // Models and voices load at sign-in, not when a generate page opens: the one instance keeps its preload
      // connected for the app's life (like the session in main.tsx).
      settings.preload$.subscribe();
      return settings;
    },
    [VoiceCatalogue, KeyValueStore, Clock, SessionUseCaseToken],
  );
  container.bind<DialogueUseCase>(DialogueUseCaseToken).toResolvedValue(
    (storage: KeyValueStore, clock: Clock) => createDialogueUseCase({ storage, clock }),
    [KeyValueStore, Clock],
  );
};

/** window.MediaSource where it exists (undefined in browsers without it, e.g. older iOS Safari). */
type AudioOutputHostMediaSource = ConstructorParameters<typeof MediaSourceAudioOutput>[0]['mediaSource'];

/** The container of the running app: every binding a singleton. */
export const createAppContainer = (config: AppConfig): Container => {
  const container = new Container({ defaultScope: 'Singleton' });
  bindPorts(container, config);
  bindUseCases(container, config);
  bindBillingUseCases(container, config);
  bindSharing(container, config);
  bindHistoryUseCases(container);
  bindSpeech(container);
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
  sharing: container.get<SharingUseCase>(SharingUseCaseToken),
  shareVideo: container.get<ShareVideoUseCase>(ShareVideoUseCaseToken),
  sharedItem: container.get<SharedItemUseCase>(SharedItemUseCaseToken),
  apiKeys: container.get<ApiKeysUseCase>(ApiKeysUseCaseToken),
  colorTheme: container.get<ColorThemeController>(ColorThemeToken),
  toaster: container.get<Toaster>(ToasterToken),
  history: container.get<HistoryListFactory>(HistoryListFactoryToken),
  downloads: container.get<DownloadsUseCase>(DownloadsUseCaseToken),
  player: container.get<PlayerUseCase>(PlayerUseCaseToken),
  generation: container.get<GenerationUseCase>(GenerationUseCaseToken),
  feedback: container.get<FeedbackUseCase>(FeedbackUseCaseToken),
  speechSettings: container.get<SpeechSettingsUseCase>(SpeechSettingsUseCaseToken),
  dialogue: container.get<DialogueUseCase>(DialogueUseCaseToken),
  origin: config.origin,
});
