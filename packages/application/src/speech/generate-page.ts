import type { GenerationVoice } from './generation.types.js';
import type { SpeechSettingsView } from './speech-settings.types.js';
import type { CatalogueVoice } from './voice-catalogue.port.js';

/** What a generate page says when the voices did not load and the service gave no reason. */
export const VOICES_LOAD_FAILED_MESSAGE = 'We could not load the voices.';

/** Why the pickers have no voices (the service's reason, else ours), or null when they loaded. */
export const voicesLoadFailure = (settings: SpeechSettingsView): string | null =>
  settings.status === 'failed' ? (settings.error ?? VOICES_LOAD_FAILED_MESSAGE) : null;

/** The voice a generation speaks with, as the player shows it. */
export const speakerOf = (voice: CatalogueVoice): GenerationVoice => ({ voiceId: voice.voice_id, voiceName: voice.name });
