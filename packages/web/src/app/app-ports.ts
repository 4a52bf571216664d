import type { AccountsPorts, ApiKeysPorts, BillingPorts, HistoryPorts, SharingPorts, SpeechPorts } from '@cadence/application';
import {
  BlobObjectUrls, BroadcastTabChannel, BrowserClipboard, BrowserFileSaver, BrowserNativeShare, ConsoleLogger, createApiClient,
  CryptoIdGenerator, DomUserActivity, HttpAccountApi, HttpApiKeysApi, HttpAuthApi, HttpBillingApi, HttpFeedbackApi, HttpHistoryApi,
  HttpSharingApi, HttpSpeechApi, HttpVoiceCatalogue, LocalStorageKeyValueStore, LocalStorageSessionStore, MediaSourceAudioOutput,
  SystemClock, WindowNavigator, WindowPopupOpener,
} from '@cadence/adapters';
import * as O from 'fp-ts/lib/Option.js';
import { pipe } from 'fp-ts/lib/function.js';
import { createAppNotifications, type AppNotifications } from './app-notifications';
import type { Toaster } from './toaster';

/** What the app needs from its environment. */
export interface AppConfig {
  /** The API's base URL (VITE_API_URL, default http://localhost:8787). */
  readonly apiBaseUrl: string;
  /** The page origin (window.location.origin). */
  readonly origin: string;
  /** Minutes east of UTC that dates are shown at (the negation of getTimezoneOffset()). */
  readonly utcOffsetMinutes: number;
  /** The one audio element of the global player, made and placed in the document by main.tsx. */
  readonly audioElement: HTMLAudioElement;
}

/** Every port of every slice, bound to its browser adapter: adding a slice adds its ports here. */
export type AppPorts = AccountsPorts & BillingPorts & HistoryPorts & SpeechPorts & SharingPorts & ApiKeysPorts & {
  readonly notifications: AppNotifications;
  readonly externalNavigator: WindowNavigator;
};

/** window.MediaSource where it exists (undefined in browsers without it, e.g. older iOS Safari). */
type HostMediaSource = ConstructorParameters<typeof MediaSourceAudioOutput>[0]['mediaSource'];

/** The browser adapters. Building them subscribes to nothing and calls nothing. */
export const createAppPorts = (config: AppConfig, toaster: Toaster): AppPorts => {
  const storage = new LocalStorageKeyValueStore();
  const sessionStore = new LocalStorageSessionStore(storage);
  const accessToken = (): string | null => pipe(sessionStore.load(), O.map((tokens) => tokens.accessToken), O.toNullable);
  const client = createApiClient({ baseUrl: config.apiBaseUrl, accessToken });
  const clock = new SystemClock();
  const logger = new ConsoleLogger();
  const externalNavigator = new WindowNavigator();
  const mediaSource = window.MediaSource as HostMediaSource;
  return {
    environment: { origin: config.origin, utcOffsetMinutes: config.utcOffsetMinutes },
    storage, sessionStore, clock, logger, externalNavigator,
    notifications: createAppNotifications(toaster, externalNavigator),
    ids: new CryptoIdGenerator(),
    tabs: new BroadcastTabChannel(),
    activity: new DomUserActivity(),
    files: new BrowserFileSaver(),
    clipboard: new BrowserClipboard(),
    nativeShare: new BrowserNativeShare(),
    popups: new WindowPopupOpener(),
    objectUrls: new BlobObjectUrls(),
    audio: new MediaSourceAudioOutput({ audio: config.audioElement, mediaSource, url: URL, logger }),
    auth: new HttpAuthApi(client, clock),
    account: new HttpAccountApi(client),
    billing: new HttpBillingApi(client),
    history: new HttpHistoryApi(client),
    speech: new HttpSpeechApi(client),
    catalogue: new HttpVoiceCatalogue(client),
    feedbackApi: new HttpFeedbackApi(client),
    sharingApi: new HttpSharingApi(client),
    apiKeysApi: new HttpApiKeysApi(client),
  };
};
