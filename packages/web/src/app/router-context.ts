import type {
  AccountsModule, ApiKeysModule, BillingModule, ExternalNavigator, HistoryModule, SharingModule, SpeechModule,
} from '@cadence/application';
import type { AppNotifications } from './app-notifications';
import type { ColorThemeController } from './color-theme';
import type { Toaster } from './toaster';

/** The UI services of the shell, beside the slices' use-cases. */
export interface UiServices {
  readonly colorTheme: ColorThemeController;
  /** The toasts on screen (the shell renders them on every page). */
  readonly toaster: Toaster;
  /** The app-wide outlet for the toasts and navigations that use-cases raise; it outlives every page. */
  readonly notifications: AppNotifications;
  /** Leaves the app for a hosted provider page when a billing use-case says so. */
  readonly externalNavigator: ExternalNavigator;
  /** The page origin (e.g. "https://cadence.example"), for the redirect rule and e-mail continue links. */
  readonly origin: string;
}

/** What every route gets from the composition root: each slice module's use-cases, and the UI services. */
export type RouterContext = AccountsModule & BillingModule & HistoryModule & SpeechModule & SharingModule & ApiKeysModule & UiServices;
