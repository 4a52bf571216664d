/** A voice's settings, as the API names them (ElevenLabs' VoiceSettings). */
export interface VoiceSettings {
  readonly stability: number;
  readonly similarity_boost: number;
  readonly style: number;
  readonly use_speaker_boost: boolean;
  readonly speed: number;
}

/** A numeric voice setting. */
export type NumericVoiceSetting = 'stability' | 'similarity_boost' | 'style' | 'speed';

/** The allowed range of each numeric voice setting (speed 0.7 to 1.2, the others 0 to 1). */
export const VOICE_SETTING_RANGES: Readonly<Record<NumericVoiceSetting, { readonly min: number; readonly max: number }>> = {
  stability: { min: 0, max: 1 },
  similarity_boost: { min: 0, max: 1 },
  style: { min: 0, max: 1 },
  speed: { min: 0.7, max: 1.2 },
};

/** The default voice settings: stability 0.5, similarity 0.75, style 0, speaker boost on, speed 1. */
export const DEFAULT_VOICE_SETTINGS: VoiceSettings = { stability: 0.5, similarity_boost: 0.75, style: 0, use_speaker_boost: true, speed: 1 };
