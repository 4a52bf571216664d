import { displayShareLink, type ShareNetwork } from '@cadence/domain';
import type { HistoryItem } from '../history/history-item.js';
import type { ShareLinkView } from './sharing.types.js';

/** What the share-link modal is asked. */
export type ShareLinkIntent =
  | { readonly type: 'opened'; readonly item: HistoryItem }
  | { readonly type: 'closed' }
  | { readonly type: 'copyLink' }
  | { readonly type: 'openNetwork'; readonly network: ShareNetwork }
  | { readonly type: 'savePublicName'; readonly name: string }
  | { readonly type: 'nativeShare' };

/** What the sharing calls answer. */
export type ShareLinkAnswer =
  | { readonly type: 'linkLoaded'; readonly historyItemId: string; readonly link: string; readonly publicName: string }
  | { readonly type: 'linkFailed'; readonly historyItemId: string; readonly message: string }
  | { readonly type: 'publicNameSaved'; readonly name: string };

export type ShareLinkEvent = ShareLinkIntent | ShareLinkAnswer;

/** The modal's state is its view: closed, or open for one item with its link loading, loaded or failed. */
export const CLOSED_SHARE_LINK: ShareLinkView = { historyItemId: null, status: 'closed', link: null, displayLink: null, publicName: '', error: null };

/**
 * The share-link modal's next state. Opening starts loading that item's link and closing clears it; an answer for
 * another item than the open one (opened again meanwhile) is ignored. A saved public name shows once the link is there.
 */
export const shareLinkReducer = (state: ShareLinkView, event: ShareLinkEvent): ShareLinkView => {
  switch (event.type) {
    case 'opened':
      return { ...CLOSED_SHARE_LINK, historyItemId: event.item.historyItemId, status: 'loading' };
    case 'closed':
      return CLOSED_SHARE_LINK;
    case 'linkLoaded':
      return event.historyItemId !== state.historyItemId
        ? state
        : { ...state, status: 'ready', link: event.link, displayLink: displayShareLink(event.link), publicName: event.publicName, error: null };
    case 'linkFailed':
      return event.historyItemId !== state.historyItemId ? state : { ...CLOSED_SHARE_LINK, historyItemId: state.historyItemId, status: 'failed', error: event.message };
    case 'publicNameSaved':
      return state.status === 'ready' ? { ...state, publicName: event.name } : state;
    default:
      return state;
  }
};
