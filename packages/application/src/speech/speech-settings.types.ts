import type { Observable } from 'rxjs';
import type { SafetyDialog } from '@cadence/domain';
import type { SpeechVoiceSettings } from './speech-api.port.js';
import type { CatalogueVoice, SpeechModel } from './voice-catalogue.port.js';

/** One voice in the picker, with what the domain decided about it. */
export interface VoiceOption {
  readonly voice: CatalogueVoice;
  /** A shared voice whose owner disabled copies cannot be picked. */
  readonly unusable: boolean;
  readonly needsVerification: boolean;
}

/** The voice and model pickers and the voice settings of the generate pages. */
export interface SpeechSettingsView {
  readonly status: 'loading' | 'ready' | 'failed';
  readonly error: string | null;
  readonly voices: readonly VoiceOption[];
  /** Models for the page's kind of generation (text to speech, or voice conversion). */
  readonly models: readonly SpeechModel[];
  readonly voiceId: string | null;
  readonly modelId: string;
  readonly selectedVoice: CatalogueVoice | null;
  readonly selectedModel: SpeechModel | null;
  /** Null until the voice's saved settings arrive. */
  readonly settings: SpeechVoiceSettings | null;
  readonly safetyDialog: SafetyDialog | null;
}

/** The pickers: last choice remembered in the browser, voice safety dialogs once per voice. */
export interface SpeechSettingsUseCase {
  readonly view$: Observable<SpeechSettingsView>;
  selectVoice(voiceId: string): void;
  /** A voice chosen elsewhere (a dialogue line): opens its safety dialog by the same rule, without selecting it. */
  checkVoiceSafety(voiceId: string): void;
  selectModel(modelId: string): void;
  changeSettings(change: Partial<SpeechVoiceSettings>): void;
  dismissSafetyDialog(): void;
}
