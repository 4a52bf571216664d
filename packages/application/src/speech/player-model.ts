import {
  areFeedbackControlsVisible, DEFAULT_PLAYBACK_SPEED, downloadFormatFor, estimateDurationSeconds, formatPlayerTimes, nextPlayerState,
  PLAYBACK_SPEEDS, playerDownloadSource, sliderValueFor,
  type Feedback, type PlaybackSpeed, type PlayerItem, type PlayerState, type PlayerDownloadSource,
} from '@cadence/domain';
import type { AudioOutputEvent } from './audio-output.port.js';
import type { FeedbackTarget, PlayerView } from './player.types.js';
import type { StreamedChunks } from './streamed-chunks.js';

/** The player's whole state: the item and what the audio element last reported. */
export interface PlayerModel {
  readonly item: PlayerItem | null;
  readonly state: PlayerState;
  readonly position: number;
  /** The duration the audio reported, when finite. */
  readonly duration: number | null;
  readonly speed: PlaybackSpeed;
  readonly expanded: boolean;
  readonly historyItemId: string | null;
  readonly text: string;
  readonly feedback: Feedback | null;
  /** A finished file held in memory (history audio), for download. */
  readonly loadedFile: { readonly bytes: Uint8Array; readonly contentType: string } | null;
  /** The generation run whose stream the item is (null for history items and previews). */
  readonly stream: number | null;
  /** The streamed audio so far (null when nothing was streamed). */
  readonly streamed: StreamedChunks | null;
  readonly contentType: string;
}

export const INITIAL_MODEL: PlayerModel = {
  item: null, state: 'idle', position: 0, duration: null, speed: DEFAULT_PLAYBACK_SPEED, expanded: false,
  historyItemId: null, text: '', feedback: null, loadedFile: null, stream: null, streamed: null, contentType: 'audio/mpeg',
};

/** A new item replaces the old one: position, duration, history record, stream and held audio start over. */
export const withItem = (
  model: PlayerModel,
  item: PlayerItem,
  facts: Pick<PlayerModel, 'historyItemId' | 'text' | 'feedback' | 'contentType'> & { readonly stream?: number },
): PlayerModel => ({
  ...model, ...facts, item, state: nextPlayerState(model.state, 'load'), position: 0, duration: null, loadedFile: null,
  stream: facts.stream ?? null, streamed: null,
});

/** Folds one report of the audio element into the model. */
export const applyAudioEvent = (model: PlayerModel, event: AudioOutputEvent): PlayerModel => {
  if (event.type === 'player') return { ...model, state: nextPlayerState(model.state, event.event) };
  if (event.type === 'time') return { ...model, position: Number.isFinite(event.seconds) ? event.seconds : 0 };
  return { ...model, duration: Number.isFinite(event.seconds) && event.seconds > 0 ? event.seconds : null };
};

/** The duration to show and seek in: the reported one, else the domain's estimate from the text (140 wpm). */
export const effectiveDuration = (model: PlayerModel): number =>
  model.duration ?? model.item?.player.duration ?? estimateDurationSeconds(model.text);

export const downloadSource = (model: PlayerModel): PlayerDownloadSource =>
  playerDownloadSource({
    hasHistoryItem: model.historyItemId !== null,
    hasLoadedAudioFile: model.loadedFile !== null,
    hasStreamedBytes: model.streamed !== null,
  });

export const toView = (model: PlayerModel): PlayerView => {
  const duration = effectiveDuration(model);
  const { elapsed, total } = formatPlayerTimes(model.position, duration);
  return {
    item: model.item,
    state: model.state,
    elapsed,
    total,
    slider: sliderValueFor(model.position, duration),
    speed: model.speed,
    speeds: PLAYBACK_SPEEDS,
    expanded: model.expanded,
    feedbackVisible: model.historyItemId !== null && areFeedbackControlsVisible(model.state, model.position),
    canDownload: downloadSource(model) !== 'nothing',
    previewLanguages: model.item?.type === 'voicePreview' ? model.item.player.languagePreviewUrls : [],
    previewLanguage: model.item?.type === 'voicePreview' ? model.item.player.language : null,
  };
};

export const feedbackTargetOf = (model: PlayerModel): FeedbackTarget | null =>
  model.historyItemId === null || model.item?.type === 'voicePreview'
    ? null
    : { historyItemId: model.historyItemId, text: model.text, feedback: model.feedback };

/** The player bar's title of a text: its first line, cut at 60 characters. */
export const titleOf = (text: string): string => {
  const firstLine = text.trim().split('\n')[0] ?? '';
  return firstLine.length > 60 ? `${firstLine.slice(0, 59)}…` : firstLine;
};

/** The download format of audio of this MIME type (audio/wav → wav, anything else mp3). */
export const formatOf = (contentType: string) => downloadFormatFor(contentType.split('/')[1]);
