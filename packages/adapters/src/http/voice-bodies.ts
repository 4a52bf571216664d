import type { CatalogueVoice, SpeechModel, SpeechVoiceSettings } from '@cadence/application';
import type { SafetyControl } from '@cadence/domain';
import type * as t from 'io-ts';
import type { ModelBody, VoiceBody, VoiceSettingsCodec } from './codecs/voice.codec.js';

/** The server's defaults for fields a settings body leaves out (ElevenLabs' documented defaults). */
const DEFAULT_SETTINGS: SpeechVoiceSettings = { stability: 0.5, similarityBoost: 0.75, style: 0, useSpeakerBoost: true, speed: 1 };

/** BAN and CAPTCHA (also their enterprise variants) are the controls the product acts on; anything else is none. */
const safetyControl = (value: string | null | undefined): SafetyControl => {
  if (value === 'BAN' || value === 'ENTERPRISE_BAN') return 'BAN';
  if (value === 'CAPTCHA' || value === 'ENTERPRISE_CAPTCHA') return 'CAPTCHA';
  return null;
};

export const toCatalogueVoice = (body: VoiceBody): CatalogueVoice => ({
  voice_id: body.voice_id,
  name: body.name,
  category: body.category,
  description: body.description ?? null,
  language: body.labels['language'] ?? null,
  preview_url: body.preview_url ?? null,
  verified_languages: (body.verified_languages ?? []).map((entry) => ({
    model_id: entry.model_id, language: entry.language, preview_url: entry.preview_url ?? null,
  })),
  safety_control: safetyControl(body.safety_control),
  sharing:
    body.sharing === undefined || body.sharing === null ? null : { status: body.sharing.status ?? '', live_moderation_enabled: body.sharing.live_moderation_enabled ?? false },
  voice_verification:
    body.voice_verification === undefined
      ? null
      : { is_verified: body.voice_verification.is_verified ?? false, requires_verification: body.voice_verification.requires_verification ?? false },
});

export const toSpeechModel = (body: ModelBody): SpeechModel => ({
  modelId: body.model_id,
  name: body.name,
  canDoTextToSpeech: body.can_do_text_to_speech,
  canDoVoiceConversion: body.can_do_voice_conversion ?? false,
  canUseStyle: body.can_use_style ?? false,
  canUseSpeakerBoost: body.can_use_speaker_boost ?? false,
});

export const toVoiceSettings = (body: t.TypeOf<typeof VoiceSettingsCodec>): SpeechVoiceSettings => ({
  stability: body.stability ?? DEFAULT_SETTINGS.stability,
  similarityBoost: body.similarity_boost ?? DEFAULT_SETTINGS.similarityBoost,
  style: body.style ?? DEFAULT_SETTINGS.style,
  useSpeakerBoost: body.use_speaker_boost ?? DEFAULT_SETTINGS.useSpeakerBoost,
  speed: body.speed ?? DEFAULT_SETTINGS.speed,
});

/** The contract's VoiceSettings body of a request. */
export const voiceSettingsBody = (settings: SpeechVoiceSettings) => ({
  stability: settings.stability,
  similarity_boost: settings.similarityBoost,
  style: settings.style,
  use_speaker_boost: settings.useSpeakerBoost,
  speed: settings.speed,
});
