import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import type { CharacterUsage } from '@cadence/domain';
import { BehaviorSubject } from 'rxjs';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DialogueView, FeedbackView, GenerationUseCase, GenerationView, Notifications, PlayerView, SpeechSettingsView } from '@cadence/application';
import type { HistoryListView, Notice, PlanScreenView, SessionState, SubscriptionPageView, UsageView } from '@cadence/application';
import { createColorThemeController } from '../app/color-theme';
import { createAppRouter } from '../app/router';
import type { RouterContext } from '../app/router-context';
import { createAppNotifications } from '../app/app-notifications';
import { createToaster } from '../app/toaster';
import { PLAN_SCREEN_LOADING, SUBSCRIPTION_LOADING, USAGE_LOADING } from './billing-views';
import {
  createFakeAccountAction,
  createFakeForgotPassword,
  createFakeSession,
  InMemoryKeyValueStore,
  RecordingExternalNavigator,
  SIGNED_OUT,
} from './fakes';

import { createFakePayouts, createFakePlanScreen, createFakeStoredCoupon, createFakeSubscriptionPage, createFakeUsage } from './billing-fakes';
import { createFakeDownloads, createFakeHistory } from './history-fakes';
import { createFakeFeedback, createFakeGeneration, createFakePlayer } from './speech-fakes';
import { createSpeechToSpeechPage, createTextToSpeechPage } from '@cadence/application';
import { fakeDialogue, fakeSpeechSettings } from '@cadence/application/testing';
import { createFakeApiKeys, createFakeSharedItem, createFakeShareVideo, createFakeSharing } from './sharing-fakes';

/** The origin the tests' redirect rule compares against. */
export const TEST_ORIGIN = 'https://cadence.test';

/** What a test may set up before the app renders; the billing views start loading unless given. */
export interface RenderAppOptions {
  readonly session?: SessionState;
  readonly storage?: InMemoryKeyValueStore;
  /** What applying the stored coupon notifies (a toast, say). */
  readonly couponNotices?: readonly Notice[];
  readonly planScreen?: PlanScreenView;
  readonly subscriptionPage?: SubscriptionPageView;
  readonly usage?: UsageView;
  /** The history list's view (loading unless given). */
  readonly history?: HistoryListView;
  /** The speech slice's views (idle / ready with two voices unless given). */
  readonly player?: PlayerView;
  readonly generation?: GenerationView;
  readonly feedback?: FeedbackView;
  readonly speechSettings?: SpeechSettingsView;
  readonly dialogue?: DialogueView;
  /** The plan's character usage the generate pages show (unknown unless given). */
  readonly characterUsage?: CharacterUsage | null;
  /** A real generation on the app's notifications (e.g. over a fake SpeechApi) in place of the fake one. */
  readonly makeGeneration?: (notifications: Notifications) => GenerationUseCase;
}

/** Renders the real router at `url` on memory history, with fake use-cases in its context. */
export const renderApp = (url: string, options: RenderAppOptions = {}) => {
  const session = createFakeSession(options.session ?? SIGNED_OUT);
  const accountAction = createFakeAccountAction();
  const forgotPassword = createFakeForgotPassword();
  const planScreen = createFakePlanScreen(options.planScreen ?? PLAN_SCREEN_LOADING);
  const subscriptionPage = createFakeSubscriptionPage(options.subscriptionPage ?? SUBSCRIPTION_LOADING);
  const usage = createFakeUsage(options.usage ?? USAGE_LOADING);
  const payouts = createFakePayouts();
  const externalNavigator = new RecordingExternalNavigator();
  const sharing = createFakeSharing();
  const shareVideo = createFakeShareVideo();
  const sharedItem = createFakeSharedItem();
  const apiKeys = createFakeApiKeys();
  const history = createFakeHistory(options.history);
  const downloads = createFakeDownloads();
  const player = createFakePlayer(options.player);
  const generation = createFakeGeneration(options.generation);
  const feedback = createFakeFeedback(options.feedback);
  const speechSettings = fakeSpeechSettings(options.speechSettings);
  const dialogue = fakeDialogue(options.dialogue);
  const storage = options.storage ?? new InMemoryKeyValueStore();
  const toaster = createToaster();
  const notifications = createAppNotifications(toaster, externalNavigator);
  const storedCoupon = createFakeStoredCoupon(notifications, options.couponNotices);
  const liveGeneration = options.makeGeneration?.(notifications) ?? generation.generation;
  const characterUsage = new BehaviorSubject<CharacterUsage | null>(options.characterUsage ?? null);
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
    sharing: sharing.sharing,
    shareVideo: shareVideo.shareVideo,
    sharedItem: sharedItem.sharedItem,
    apiKeys: apiKeys.apiKeys,
    colorTheme: createColorThemeController(storage),
    toaster,
    notifications,
    history: history.history,
    downloads: downloads.downloads,
    player: player.player,
    generation: liveGeneration,
    feedback: feedback.feedback,
    speechSettings: speechSettings.speechSettings,
    dialogue: dialogue.dialogue,
    // The generate pages' real view models, over the fakes above.
    textToSpeechPage: createTextToSpeechPage({
      speechSettings: speechSettings.speechSettings, dialogue: dialogue.dialogue, generation: liveGeneration, notifications, usage$: characterUsage,
    }),
    speechToSpeechPage: createSpeechToSpeechPage({ speechSettings: speechSettings.speechSettings, generation: liveGeneration, notifications, usage$: characterUsage }),
    origin: TEST_ORIGIN,
  };
  const router = createAppRouter(context, createMemoryHistory({ initialEntries: [url] }));
  notifications.routeWith((to) => void router.navigate({ href: to }));
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
    notifications,
    history,
    downloads,
    sharing,
    shareVideo,
    sharedItem,
    apiKeys,
    player,
    generation,
    feedback,
    speechSettings,
    dialogue,
    characterUsage,
  };
};

/** The current address of the router (path and search). */
export const currentHref = (router: ReturnType<typeof renderApp>['router']): string => router.state.location.href;
