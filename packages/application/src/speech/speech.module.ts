import type { SessionUseCase } from '../accounts/session.types.js';
import type { HistoryApi } from '../history/history-api.port.js';
import type { HistoryModule } from '../history/history.module.js';
import type { Clock } from '../shared/clock.port.js';
import type { FileSaver } from '../shared/file-saver.port.js';
import type { KeyValueStore } from '../shared/key-value-store.port.js';
import type { Notifications } from '../shared/notifications.port.js';
import type { AudioOutput } from './audio-output.port.js';
import type { DialogueUseCase } from './dialogue.types.js';
import { createDialogueUseCase } from './dialogue.use-case.js';
import type { FeedbackApi } from './feedback-api.port.js';
import type { FeedbackUseCase } from './feedback.types.js';
import { createFeedbackUseCase } from './feedback.use-case.js';
import type { GenerationUseCase } from './generation.types.js';
import { createGenerationUseCase } from './generation.use-case.js';
import { planCharacterUsage$, type PlanUsageSource } from './plan-character-usage.js';
import type { PlayerUseCase } from './player.types.js';
import { createPlayerUseCase } from './player.use-case.js';
import type { SpeechApi } from './speech-api.port.js';
import type { SpeechSettingsUseCase } from './speech-settings.types.js';
import { createSpeechSettingsUseCase, type SpeechSettingsPreload } from './speech-settings.use-case.js';
import type { SpeechToSpeechPageUseCase } from './speech-to-speech-page.types.js';
import { createSpeechToSpeechPage } from './speech-to-speech-page.use-case.js';
import type { TextToSpeechPageUseCase } from './text-to-speech-page.types.js';
import { createTextToSpeechPage } from './text-to-speech-page.use-case.js';
import type { VoiceCatalogue } from './voice-catalogue.port.js';

/** The ports the speech slice needs. */
export interface SpeechPorts {
  readonly speech: SpeechApi;
  readonly catalogue: VoiceCatalogue;
  readonly feedbackApi: FeedbackApi;
  readonly audio: AudioOutput;
  readonly history: HistoryApi;
  readonly files: FileSaver;
  readonly storage: KeyValueStore;
  readonly clock: Clock;
  readonly notifications: Notifications;
  /** The subscription's character count and limit (the billing port's subscription call), for the quota text. */
  readonly billing: PlanUsageSource;
}

/** Generation with streaming, the global player, feedback, the pickers and voice settings, the dialogue editor. */
export interface SpeechModule {
  readonly player: PlayerUseCase;
  readonly generation: GenerationUseCase;
  readonly feedback: FeedbackUseCase;
  /** `preload$` is what the app keeps connected so models and voices load at sign-in. */
  readonly speechSettings: SpeechSettingsUseCase & SpeechSettingsPreload;
  readonly dialogue: DialogueUseCase;
  /** The generate pages' view models, composed from the pickers, the dialogue and the generation. */
  readonly textToSpeechPage: TextToSpeechPageUseCase;
  readonly speechToSpeechPage: SpeechToSpeechPageUseCase;
}

/** Builds the speech slice on the session and the history slice's downloads. Nothing is subscribed. */
export const createSpeechModule = (
  ports: SpeechPorts,
  accounts: { readonly session: Pick<SessionUseCase, 'state$'> },
  history: Pick<HistoryModule, 'downloads'>,
): SpeechModule => {
  // The player plays the generations' events; feedback is given on the player's item.
  const generation = createGenerationUseCase({ speech: ports.speech, history: ports.history, clock: ports.clock, notifications: ports.notifications });
  const player = createPlayerUseCase({
    audio: ports.audio, history: ports.history, downloads: history.downloads, fileSaver: ports.files, notifications: ports.notifications,
    generations$: generation.events$,
  });
  const speechSettings = createSpeechSettingsUseCase({ ...ports, session: accounts.session, purpose: 'textToSpeech' });
  const dialogue = createDialogueUseCase(ports);
  // Loaded by each page while it is watched, and again after each generation.
  const usage$ = planCharacterUsage$(ports.billing, generation.view$);
  return {
    player,
    generation,
    feedback: createFeedbackUseCase({
      api: ports.feedbackApi,
      target$: player.feedbackTarget$,
      saved: (id, feedback) => player.feedbackSaved(id, feedback),
      notifications: ports.notifications,
    }),
    speechSettings,
    dialogue,
    textToSpeechPage: createTextToSpeechPage({ speechSettings, dialogue, generation, notifications: ports.notifications, usage$ }),
    speechToSpeechPage: createSpeechToSpeechPage({ speechSettings, generation, notifications: ports.notifications, usage$ }),
  };
};
