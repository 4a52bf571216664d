/**
 * `@cadence/adapters`: the implementations of the application's ports (HTTP, browser storage, cookies, tabs,
 * user activity, clock, logging). The composition root wires them; nothing else imports them.
 * @packageDocumentation
 */
export { createApiClient, bearerAuth, type ApiClient, type ApiClientOptions } from './http/api-client.js';
export {
  httpErrorFromBody,
  networkError,
  invalidResponse,
  NETWORK_ERROR_MESSAGE,
  NETWORK_ERROR_STATUS_TEXT,
  INVALID_RESPONSE_MESSAGE,
  INVALID_RESPONSE_STATUS_TEXT,
} from './http/http-error.js';
export { HttpAuthApi } from './http/http-auth-api.adapter.js';
export { HttpAccountApi } from './http/http-account-api.adapter.js';
export { HttpBillingApi } from './http/http-billing-api.adapter.js';
export { workspaceIdClaim, WORKSPACE_ID_CLAIM } from './http/session-tokens.js';
export { LocalStorageKeyValueStore } from './storage/local-storage-key-value-store.adapter.js';
export { LocalStorageSessionStore, SESSION_STORAGE_KEY } from './storage/local-storage-session-store.adapter.js';
export { InviteCodeStore } from './storage/invite-code-store.js';
export { JsCookieJar, type CookieJar } from './browser/cookie-jar.adapter.js';
export { BroadcastTabChannel, TAB_CHANNEL_NAME } from './browser/broadcast-tab-channel.adapter.js';
export { DomUserActivity, USER_ACTIVITY_THROTTLE_MS, type DomUserActivityOptions } from './browser/dom-user-activity.adapter.js';
export { ConsoleLogger } from './browser/console-logger.adapter.js';
export { SystemClock } from './browser/system-clock.adapter.js';
export { CryptoIdGenerator, type UuidSource } from './browser/crypto-id-generator.adapter.js';
export { WindowNavigator, type LocationAssign } from './browser/window-navigator.adapter.js';
export { BrowserFileSaver, type FileSaverHost } from './browser/browser-file-saver.adapter.js';
export { HttpHistoryApi, toHistoryItem } from './http/http-history-api.adapter.js';
export { HttpSharingApi } from './http/http-sharing-api.adapter.js';
export { HttpApiKeysApi } from './http/http-api-keys-api.adapter.js';
export { BrowserClipboard, type ClipboardHost } from './browser/browser-clipboard.adapter.js';
export { BrowserNativeShare, type ShareHost } from './browser/browser-native-share.adapter.js';
export { WindowPopupOpener, type WindowOpen } from './browser/window-popup-opener.adapter.js';
export { BlobObjectUrls, type ObjectUrlHost } from './browser/blob-object-urls.adapter.js';
export { HttpSpeechApi, SPEECH_TO_SPEECH_MODEL_ID } from './http/http-speech-api.adapter.js';
export { HttpVoiceCatalogue } from './http/http-voice-catalogue.adapter.js';
export { HttpFeedbackApi } from './http/http-feedback-api.adapter.js';
export { MediaSourceAudioOutput, type AudioOutputHost } from './browser/media-source-audio-output.adapter.js';
