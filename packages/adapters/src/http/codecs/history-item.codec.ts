import * as t from 'io-ts';
import type { components } from '../../generated/api.js';
import type { AcceptsContract } from './contract.js';

const NullableString = t.union([t.string, t.null]);

/** The contract's `HistoryFeedback`. */
export const HistoryFeedbackCodec = t.type({
  thumbs_up: t.boolean,
  feedback: t.string,
  emotions: t.boolean,
  inaccurate_clone: t.boolean,
  glitches: t.boolean,
  audio_quality: t.boolean,
  other: t.boolean,
  review_status: t.string,
});

/** One dialogue line of a history item; voice_name is optional in the contract. */
const DialogueLineCodec = t.intersection([
  t.type({ text: t.string, voice_id: t.string }),
  t.partial({ voice_name: t.string }),
]);

/** The contract's `HistoryItem`, as far as the client reads it (optional fields may be absent or null). */
export const HistoryItemCodec = t.intersection([
  t.type({
    history_item_id: t.string,
    date_unix: t.number,
    character_count_change_from: t.number,
    character_count_change_to: t.number,
    content_type: t.string,
  }),
  t.partial({
    voice_id: NullableString,
    model_id: NullableString,
    voice_name: NullableString,
    text: NullableString,
    source: t.union([t.literal('TTS'), t.literal('STS'), t.null]),
    dialogue: t.union([t.array(DialogueLineCodec), t.null]),
    feedback: t.union([HistoryFeedbackCodec, t.null]),
  }),
]);

/** The contract's `HistoryPage` (GET /v1/history). */
export const HistoryPageCodec = t.intersection([
  t.type({ history: t.array(HistoryItemCodec), has_more: t.boolean }),
  t.partial({ last_history_item_id: NullableString }),
]);

/** A decoded history item. */
export type HistoryItemBody = t.TypeOf<typeof HistoryItemCodec>;

/** A decoded history page. */
export type HistoryPageBody = t.TypeOf<typeof HistoryPageCodec>;

// Every item and page the contract allows decodes (checked by the compiler).
const _itemAcceptsContract: AcceptsContract<components['schemas']['HistoryItem'], HistoryItemBody> = true;
const _pageAcceptsContract: AcceptsContract<components['schemas']['HistoryPage'], HistoryPageBody> = true;
