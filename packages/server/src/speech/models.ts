import { LANGUAGES } from '@cadence/domain';

const model = (model_id: string, name: string, maxLength: number, concurrency_group: string) => ({
  model_id, name,
  description: `${name}, rendered here by the built-in espeak-ng engine.`,
  can_be_finetuned: false, can_do_text_to_speech: true, can_do_voice_conversion: false,
  can_use_style: true, can_use_speaker_boost: true, serves_pro_voices: false, token_cost_factor: 1,
  requires_alpha_access: false,
  max_characters_request_free_user: Math.min(2500, maxLength), max_characters_request_subscribed_user: maxLength,
  maximum_text_length_per_request: maxLength,
  languages: LANGUAGES_OF_MODELS,
  model_rates: { character_cost_multiplier: 1 },
  concurrency_group,
});

const LANGUAGES_OF_MODELS = LANGUAGES.map((language) => ({ language_id: language.languageCode, name: language.name }));

/** The models GET /v1/models lists (ElevenLabs ids and per-request limits from models.mdx). */
export const MODELS = [
  model('eleven_multilingual_v2', 'Eleven Multilingual v2', 10_000, 'standard'),
  model('eleven_v3', 'Eleven v3', 3_000, 'standard'),
  model('eleven_flash_v2_5', 'Eleven Flash v2.5', 40_000, 'turbo'),
  model('eleven_turbo_v2_5', 'Eleven Turbo v2.5', 40_000, 'turbo'),
] as const;

export const findModel = (modelId: string) => MODELS.find((candidate) => candidate.model_id === modelId) ?? null;
