export type { PlayerState, PlayerEvent } from './player-state.js';
export { PLAYER_STATES, PLAYER_EVENTS, isPlayerState, nextPlayerState, hasLoadedItem } from './player-state.js';
export type { PlayerItemType, PlayerItemDetails, PlayerItem } from './player-item.js';
export { PLAYER_ITEM_TYPES, isPlayerItemType, isGeneratedItemType, needsHistoryPolling } from './player-item.js';
export {
  HISTORY_POLL_INITIAL_DELAY_MS,
  HISTORY_POLL_INTERVAL_MS,
  HISTORY_POLL_MAX_TRIES,
  HISTORY_POLL_DELAYS_MS,
  HISTORY_POLL_OFFSETS_MS,
} from './history-polling.js';
export { FEEDBACK_CONTROLS_DELAY_SECONDS, areFeedbackControlsVisible } from './feedback-visibility.js';
export { FALLBACK_WORDS_PER_MINUTE, countWords, estimateDurationSeconds } from './duration-estimate.js';
export {
  SKIP_SECONDS,
  ARROW_KEY_SEEK_SECONDS,
  SLIDER_DEFAULTS,
  clampSeek,
  seekBy,
  skipForward,
  skipBack,
  seekByArrowKey,
  seekFromSlider,
  sliderValueFor,
} from './seeking.js';
export type { PlaybackSpeed } from './playback-speed.js';
export { PLAYBACK_SPEEDS, DEFAULT_PLAYBACK_SPEED, isPlaybackSpeed, parsePlaybackSpeed } from './playback-speed.js';
export { SECONDS_PER_HOUR, formatPlayerTime, formatPlayerTimes } from './time-display.js';
export { SUPPORT_ELEMENT_REGISTRY_DEBOUNCE_MS } from './support-element-registry.js';
