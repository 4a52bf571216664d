import type {
  AccountActionUseCase,
  DownloadsUseCase,
  HistoryListFactory,
  ExternalNavigator,
  ForgotPasswordUseCase,
  PlanScreenUseCase,
  SessionUseCase,
  StoredCouponUseCase,
  SubscriptionPageUseCase,
  UsageUseCase,
  PayoutsUseCase,
  SharingUseCase,
  ShareVideoUseCase,
  SharedItemUseCase,
  ApiKeysUseCase,
  DialogueUseCase,
  FeedbackUseCase,
  GenerationUseCase,
  PlayerUseCase,
  SpeechSettingsUseCase,
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
  /** The share control (feature flags folded in) and the share-link modal. */
  readonly sharing: SharingUseCase;
  /** The share-video dialog (flag tts-video-generation on). */
  readonly shareVideo: ShareVideoUseCase;
  /** The public share page /share/$shareId. */
  readonly sharedItem: SharedItemUseCase;
  /** /app/developers/api-keys. */
  readonly apiKeys: ApiKeysUseCase;
  readonly colorTheme: ColorThemeController;
  readonly toaster: Toaster;
  /** The history pages' lists (one per page, for text to speech or speech to speech). */
  readonly history: HistoryListFactory;
  /** Downloads of history items (one file or the zip), shared by the history list and the player. */
  readonly downloads: DownloadsUseCase;
  /** The global audio player (the bar in the shell; history rows and voice previews play through it). */
  readonly player: PlayerUseCase;
  /** Generation with streaming into the player (text to speech, dialogue, speech to speech). */
  readonly generation: GenerationUseCase;
  /** Thumbs feedback on the item in the player. */
  readonly feedback: FeedbackUseCase;
  /** The voice and model pickers and voice settings of the generate pages. */
  readonly speechSettings: SpeechSettingsUseCase;
  /** The dialogue editor (kept in the browser). */
  readonly dialogue: DialogueUseCase;
  /** The page origin (e.g. "https://cadence.example"), for the redirect rule and e-mail continue links. */
  readonly origin: string;
}
