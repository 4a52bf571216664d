import {
  audioDownloadName, buildLanguagePreviews, isPlaybackSpeed, seekByArrowKey, seekFromSlider, skipBack, skipForward,
  voicePreviewFailureMessage, type PlayerItem,
} from '@cadence/domain';
import type { HistoryItem } from '../history/history-item.js';
import { toast } from '../shared/notifications.port.js';
import { effectiveDuration, formatOf, titleOf, withItem, type PlayerModel } from './player-model.js';
import { stepTo, type PlayerStep } from './player-step.js';
import type { PlayerIntent } from './player.types.js';
import type { CatalogueVoice } from './voice-catalogue.port.js';

/** The bar's details of an item. */
export const playerDetails = (title: string, description: string, voiceId: string, voiceName: string): PlayerItem['player'] => ({
  title, description, voiceId, voiceName, duration: null, language: null, languagePreviewUrls: [],
});

const historyPlayerItem = (item: HistoryItem): PlayerItem => ({
  id: item.historyItemId,
  fileName: audioDownloadName(titleOf(item.text ?? ''), formatOf(item.contentType)),
  type: 'speechHistoryItem',
  loaded: false,
  player: playerDetails(titleOf(item.text ?? ''), item.text ?? '', item.voiceId ?? '', item.voiceName ?? ''),
});

/** Moves within the item (nothing without one): the domain's seeking rules on the position and duration. */
const seekTo = (model: PlayerModel, position: (current: number, duration: number) => number): PlayerStep => {
  if (model.item === null) return stepTo(model);
  const target = position(model.position, effectiveDuration(model));
  return stepTo({ ...model, position: target }, { type: 'seek', seconds: target });
};

// History audio needs the bearer token: its bytes are fetched (by the use-case) and played once they arrive.
const playHistoryItem = (model: PlayerModel, item: HistoryItem): PlayerStep =>
  stepTo(withItem(model, historyPlayerItem(item), { historyItemId: item.historyItemId, text: item.text ?? '', feedback: item.feedback, contentType: item.contentType }));

const playVoicePreview = (model: PlayerModel, voice: CatalogueVoice): PlayerStep => {
  const previews = buildLanguagePreviews(voice);
  const first = previews[0];
  if (first === undefined) return stepTo(model, { type: 'notify', notice: toast('error', voicePreviewFailureMessage()) });
  const item: PlayerItem = {
    id: `preview-${voice.voice_id}`, fileName: null, type: 'voicePreview', loaded: false,
    player: { ...playerDetails(voice.name, voice.description ?? '', voice.voice_id, voice.name), language: first.language, languagePreviewUrls: previews },
  };
  const next = withItem(model, item, { historyItemId: null, text: '', feedback: null, contentType: 'audio/mpeg' });
  return stepTo(next, { type: 'loadUrl', url: first.previewUrl }, { type: 'play' });
};

const setPreviewLanguage = (model: PlayerModel, language: string): PlayerStep => {
  const { item } = model;
  const preview = item?.player.languagePreviewUrls.find((entry) => entry.language === language);
  if (item === null || preview === undefined) return stepTo(model);
  return stepTo({ ...model, item: { ...item, player: { ...item.player, language } } }, { type: 'loadUrl', url: preview.previewUrl }, { type: 'play' });
};

/** What an intent does to the player. */
export const reduceIntent = (model: PlayerModel, intent: PlayerIntent): PlayerStep => {
  switch (intent.type) {
    case 'play':
    case 'pause':
      return stepTo(model, { type: intent.type });
    case 'toggle':
      return stepTo(model, { type: model.state === 'playing' ? 'pause' : 'play' });
    case 'seek':
      return seekTo(model, (_, duration) => seekFromSlider(intent.fraction, duration));
    case 'skipBack':
      return seekTo(model, skipBack);
    case 'skipForward':
      return seekTo(model, skipForward);
    case 'arrowKey':
      return seekTo(model, (position, duration) => seekByArrowKey(intent.direction, position, duration));
    case 'setSpeed':
      return isPlaybackSpeed(intent.speed) ? stepTo({ ...model, speed: intent.speed }, { type: 'setRate', rate: intent.speed }) : stepTo(model);
    case 'setPreviewLanguage':
      return setPreviewLanguage(model, intent.language);
    case 'expand':
    case 'collapse':
      return stepTo({ ...model, expanded: intent.type === 'expand' });
    case 'playHistoryItem':
      return playHistoryItem(model, intent.item);
    case 'playVoicePreview':
      return playVoicePreview(model, intent.voice);
    case 'feedbackSaved':
      return stepTo(model.historyItemId === intent.historyItemId ? { ...model, feedback: intent.feedback } : model);
  }
};
