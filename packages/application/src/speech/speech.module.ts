import type { SessionUseCase } from '../accounts/session.types.js';
import type { HistoryApi } from '../history/history-api.port.js';
import type { HistoryModule } from '../history/history.module.js';
import type { Clock } from '../shared/clock.port.js';
import type { FileSaver } from '../shared/file-saver.port.js';
import type { KeyValueStore } from '../shared/key-value-store.port.js';
import type { Notifications } from '../shared/notifications.port.js';
import type { AudioOutput } from './audio-output.port.js';
import { createDialogueUseCase, type DialogueUseCase } from './dialogue.use-case.js';
import type { FeedbackApi } from './feedback-api.port.js';
import type { FeedbackUseCase } from './feedback.types.js';
import { createFeedbackUseCase } from './feedback.use-case.js';
import type { GenerationUseCase } from './generation.types.js';
import { createGenerationUseCase } from './generation.use-case.js';
import type { PlayerUseCase } from './player.types.js';
import { createPlayerUseCase } from './player.use-case.js';
import type { SpeechApi } from './speech-api.port.js';
import type { SpeechSettingsUseCase } from './speech-settings.types.js';
import { createSpeechSettingsUseCase, type SpeechSettingsPreload } from './speech-settings.use-case.js';
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
}

/** Generation with streaming, the global player, feedback, the pickers and voice settings, the dialogue editor. */
export interface SpeechModule {
  readonly player: PlayerUseCase;
  readonly generation: GenerationUseCase;
  readonly feedback: FeedbackUseCase;
  /** `preload$` is what the app keeps connected so models and voices load at sign-in. */
  readonly speechSettings: SpeechSettingsUseCase & SpeechSettingsPreload;
  readonly dialogue: DialogueUseCase;
}

/** Builds the speech slice on the session and the history slice's downloads. Nothing is subscribed. */
export const createSpeechModule = (
  ports: SpeechPorts,
  accounts: { readonly session: Pick<SessionUseCase, 'state$'> },
  history: Pick<HistoryModule, 'downloads'>,
): SpeechModule => {
  const player = createPlayerUseCase({ audio: ports.audio, history: ports.history, downloads: history.downloads, fileSaver: ports.files });
  return {
    player,
    generation: createGenerationUseCase({ speech: ports.speech, player, history: ports.history, clock: ports.clock }),
    feedback: createFeedbackUseCase({
      api: ports.feedbackApi,
      target$: player.feedbackTarget$,
      saved: (id, feedback) => player.feedbackSaved(id, feedback),
    }),
    speechSettings: createSpeechSettingsUseCase({ ...ports, session: accounts.session, purpose: 'textToSpeech' }),
    dialogue: createDialogueUseCase(ports),
  };
};
