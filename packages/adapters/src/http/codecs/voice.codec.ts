import * as t from 'io-ts';
import type { components } from '../../generated/api.js';
import type { AcceptsContract } from './contract.js';

const NullableString = t.union([t.string, t.null]);

/** The contract's `VoiceSettings` (every field optional). */
export const VoiceSettingsCodec = t.partial({
  stability: t.number,
  similarity_boost: t.number,
  style: t.number,
  use_speaker_boost: t.boolean,
  speed: t.number,
});

/** The contract's `Voice`, as far as the pickers and the player read it (sharing is ElevenLabs' library field). */
export const VoiceCodec = t.intersection([
  t.type({ voice_id: t.string, name: t.string, category: t.string, labels: t.record(t.string, t.string) }),
  t.partial({
    description: NullableString,
    preview_url: NullableString,
    verified_languages: t.array(
      t.intersection([t.type({ language: t.string, model_id: t.string }), t.partial({ preview_url: NullableString })]),
    ),
    safety_control: NullableString,
    voice_verification: t.partial({ requires_verification: t.boolean, is_verified: t.boolean }),
    sharing: t.union([t.partial({ status: t.string, live_moderation_enabled: t.boolean }), t.null]),
  }),
]);

/** The answer of GET /v2/voices. */
export const VoicePageCodec = t.intersection([
  t.type({ voices: t.array(VoiceCodec), has_more: t.boolean }),
  t.partial({ next_page_token: NullableString }),
]);

/** The contract's `Model`, as far as the pickers read it. */
export const ModelCodec = t.intersection([
  t.type({ model_id: t.string, name: t.string, can_do_text_to_speech: t.boolean }),
  t.partial({ can_do_voice_conversion: t.boolean, can_use_style: t.boolean, can_use_speaker_boost: t.boolean }),
]);

/** The answer of GET /v1/models. */
export const ModelListCodec = t.array(ModelCodec);

export type VoiceBody = t.TypeOf<typeof VoiceCodec>;
export type ModelBody = t.TypeOf<typeof ModelCodec>;

// Every body the contract allows decodes (checked by the compiler).
const _voiceSettingsAcceptsContract: AcceptsContract<components['schemas']['VoiceSettings'], t.TypeOf<typeof VoiceSettingsCodec>> = true;
const _modelAcceptsContract: AcceptsContract<components['schemas']['Model'], ModelBody> = true;
