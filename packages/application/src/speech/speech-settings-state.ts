import { isVoiceUnusable, needsVerification, type SafetyDialog } from '@cadence/domain';
import type { SpeechVoiceSettings } from './speech-api.port.js';
import type { CatalogueVoice, SpeechModel } from './voice-catalogue.port.js';
import type { SpeechSettingsView } from './speech-settings.types.js';

/** What the person picked and edited. */
export interface Selection {
  readonly voiceId: string | null;
  readonly modelId: string;
  readonly edits: Partial<SpeechVoiceSettings>;
  readonly shownVoiceIds: ReadonlySet<string>;
  readonly safetyDialog: SafetyDialog | null;
}

/** The models and voices of the signed-in user, and how their load went. */
export interface Catalogue {
  /** Whose models and voices these are (null while nobody is signed in). */
  readonly userId: string | null;
  readonly status: 'loading' | 'ready' | 'failed';
  readonly error: string | null;
  readonly models: readonly SpeechModel[];
  readonly voices: readonly CatalogueVoice[];
}

/** Which models a page offers: text to speech, or voice conversion. */
export type SpeechPurpose = 'textToSpeech' | 'voiceConversion';

/** The pickers' state: what is loaded and what is picked. */
export interface SpeechSettingsState {
  readonly purpose: SpeechPurpose;
  readonly catalogue: Catalogue;
  readonly selection: Selection;
}

/** Nothing loaded yet for this user. */
export const loading = (userId: string | null): Catalogue => ({ userId, status: 'loading', error: null, models: [], voices: [] });

/** Before anyone signed in: the picks the browser remembers. */
export const initialSpeechSettings = (purpose: SpeechPurpose, remembered: Selection): SpeechSettingsState => ({
  purpose,
  catalogue: loading(null),
  selection: remembered,
});

/** What the pickers render. */
export const toView = (loaded: Catalogue, current: Selection, saved: SpeechVoiceSettings | null, inProbation: boolean): SpeechSettingsView => ({
  status: loaded.status,
  error: loaded.error,
  voices: loaded.voices.map((voice) => ({ voice, unusable: isVoiceUnusable(voice), needsVerification: needsVerification(voice, inProbation) })),
  models: loaded.models,
  voiceId: current.voiceId,
  modelId: current.modelId,
  selectedVoice: loaded.voices.find((voice) => voice.voice_id === current.voiceId) ?? null,
  selectedModel: loaded.models.find((model) => model.modelId === current.modelId) ?? null,
  settings: saved === null ? null : { ...saved, ...current.edits },
  safetyDialog: current.safetyDialog,
});
