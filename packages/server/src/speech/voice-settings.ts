import type { SpeechSettings } from './speech-engine.port.js';

/** The default voice settings (speech-voices-projects-workspaces spec). */
export const DEFAULT_VOICE_SETTINGS: SpeechSettings = { stability: 0.5, similarity_boost: 0.75, style: 0, use_speaker_boost: true, speed: 1 };
