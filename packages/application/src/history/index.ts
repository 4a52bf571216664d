/** The history slice: history lists and downloads. */
export * from './history-item.js';
export * from './history-api.port.js';
export * from './downloads.types.js';
export { createDownloadsUseCase, type DownloadsDeps } from './downloads.use-case.js';
export * from './history-list.types.js';
export { createHistoryListUseCase, createHistoryListFactory, type HistoryListDeps } from './history-list.use-case.js';
export { HISTORY_PAGE_SIZE, HISTORY_SEARCH_DEBOUNCE_MS, HISTORY_LOAD_MORE_THRESHOLD } from './history-list-state.js';
export {
  historyItemTitle,
  NO_TTS_HISTORY_MESSAGE,
  NO_STS_HISTORY_MESSAGE,
  NO_MATCHING_HISTORY_MESSAGE,
  UNKNOWN_VOICE_NAME,
} from './history-list-view.js';
export * from './history.module.js';
