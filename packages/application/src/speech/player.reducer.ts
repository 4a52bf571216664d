import * as E from 'fp-ts/lib/Either.js';
import { audioDownloadName, NULL_BODY_MESSAGE, voicePreviewFailureMessage, type PlayerItem } from '@cadence/domain';
import { toast } from '../shared/notifications.port.js';
import { failureMessage } from '../shared/port-error.js';
import type { AudioOutputEvent } from './audio-output.port.js';
import type { GenerationEvent } from './generation.types.js';
import { playerDetails, reduceIntent } from './player-intents.js';
import { applyAudioEvent, formatOf, titleOf, withItem, type PlayerModel } from './player-model.js';
import { stepTo, type PlayerInput, type PlayerStep } from './player-step.js';
import { addChunk } from './streamed-chunks.js';

const errorToast = (message: string) => ({ type: 'notify', notice: toast('error', message) }) as const;

/** The audio element's report, through the domain's player state machine; a voice preview that fails is toasted. */
const reduceAudio = (model: PlayerModel, event: AudioOutputEvent): PlayerStep => {
  const next = applyAudioEvent(model, event);
  const previewFailed = event.type === 'player' && event.event === 'error' && model.item?.type === 'voicePreview';
  return previewFailed ? stepTo(next, errorToast(voicePreviewFailureMessage())) : stepTo(next);
};

const streamedItem = (event: Extract<GenerationEvent, { type: 'started' }>): PlayerItem => ({
  id: event.historyItemId ?? `stream-${String(event.run + 1)}`,
  fileName: null,
  type: event.item.type,
  loaded: false,
  player: playerDetails(titleOf(event.item.text) || event.item.voiceName, event.item.text, event.item.voiceId, event.item.voiceName),
});

/**
 * A generation plays as soon as it starts: its chunks go to the output once each and are kept for the download;
 * its end and its history record apply only while its stream is still the item (another item may have replaced it).
 */
const reduceGeneration = (model: PlayerModel, event: GenerationEvent): PlayerStep => {
  if (event.type === 'started') {
    const facts = { historyItemId: event.historyItemId, text: event.item.text, feedback: null, contentType: event.item.contentType, stream: event.run };
    return stepTo(withItem(model, streamedItem(event), facts), { type: 'openStream', contentType: event.item.contentType }, { type: 'play' });
  }
  if (model.stream !== event.run || model.item === null) return stepTo(model);
  switch (event.type) {
    case 'chunk':
      return stepTo({ ...model, streamed: addChunk(model.streamed, event.bytes) }, { type: 'appendChunk', bytes: event.bytes });
    case 'ended':
      return stepTo({ ...model, item: { ...model.item, loaded: true } }, { type: 'endStream' });
    case 'recorded': {
      const fileName = audioDownloadName(model.item.player.title, formatOf(model.contentType));
      return stepTo({ ...model, historyItemId: event.item.historyItemId, item: { ...model.item, fileName } });
    }
    case 'requested':
    case 'failed':
      return stepTo(model);
  }
};

/** A history item's audio arrived: played when the item is still in the player, else dropped. */
const reduceHistoryAudio = (model: PlayerModel, input: Extract<PlayerInput, { type: 'historyAudio' }>): PlayerStep => {
  if (model.historyItemId !== input.historyItemId) return stepTo(model);
  const { result } = input;
  if (E.isLeft(result)) return stepTo(model, errorToast(failureMessage(result.left)));
  const { body, contentType } = result.right;
  if (body === null) return stepTo(model, errorToast(NULL_BODY_MESSAGE));
  return stepTo({ ...model, loadedFile: { bytes: body, contentType } }, { type: 'loadBytes', bytes: body, contentType }, { type: 'play' });
};

/** The player's reducer: the next model and the commands for the audio output and the notifications. */
export const reducePlayer = ({ model }: PlayerStep, input: PlayerInput): PlayerStep => {
  switch (input.type) {
    case 'audio':
      return reduceAudio(model, input.event);
    case 'generation':
      return reduceGeneration(model, input.event);
    case 'historyAudio':
      return reduceHistoryAudio(model, input);
    default:
      return reduceIntent(model, input);
  }
};
