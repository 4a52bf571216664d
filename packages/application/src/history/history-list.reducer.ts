import type { HistoryPage } from './history-api.port.js';
import type { HistoryItem } from './history-item.js';
import * as S from './history-list-state.js';

/** What the page asks of a history list. */
export type HistoryListIntent =
  | { readonly type: 'searchTyped'; readonly text: string }
  | { readonly type: 'voiceChosen'; readonly voiceId: string | null }
  | { readonly type: 'showing'; readonly lastVisibleIndex: number }
  | { readonly type: 'loadMore' }
  | { readonly type: 'reload' }
  | { readonly type: 'toggled'; readonly historyItemId: string }
  | { readonly type: 'allSelected' }
  | { readonly type: 'selectionCleared' }
  | { readonly type: 'removed'; readonly item: HistoryItem }
  | { readonly type: 'download'; readonly item: HistoryItem }
  | { readonly type: 'downloadSelected' };

/** What the list's calls answer. */
export type HistoryListAnswer =
  | { readonly type: 'firstPageStarted'; readonly query: string }
  | { readonly type: 'nextPageStarted' }
  | { readonly type: 'pageLoaded'; readonly page: HistoryPage }
  | { readonly type: 'pageFailed'; readonly message: string }
  | { readonly type: 'removeRefused'; readonly historyItemId: string }
  | { readonly type: 'downloadStarted' }
  | { readonly type: 'downloadEnded' };

export type HistoryListEvent = HistoryListIntent | HistoryListAnswer;

/**
 * The history list's next state. Intents that only start work (showing, loadMore, reload, downloads) leave it as
 * it is; their answers move it. A removed row hides at once and comes back only if the server refuses.
 */
export const historyListReducer = (state: S.HistoryListState, event: HistoryListEvent): S.HistoryListState => {
  switch (event.type) {
    case 'searchTyped':
      return { ...state, search: event.text };
    case 'voiceChosen':
      return { ...state, voiceId: event.voiceId };
    case 'toggled':
      return S.toggleSelected(state, event.historyItemId);
    case 'allSelected':
      return S.selectAll(state);
    case 'selectionCleared':
      return S.clearSelection(state);
    case 'removed':
      return S.hide(state, event.item.historyItemId);
    case 'removeRefused':
      return S.unhide(state, event.historyItemId);
    case 'firstPageStarted':
      return S.firstPageStarted(state, event.query);
    case 'nextPageStarted':
      return S.nextPageStarted(state);
    case 'pageLoaded':
      return S.pageLoaded(state, event.page);
    case 'pageFailed':
      return S.pageFailed(state, event.message);
    case 'downloadStarted':
      return { ...state, downloading: true };
    case 'downloadEnded':
      return { ...state, downloading: false };
    default:
      return state;
  }
};
