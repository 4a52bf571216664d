import type { Observable } from 'rxjs';
import type { ShareControl, SharedItemOnward, ShareNetwork, ShareVideoDialogState, VideoTheme } from '@cadence/domain';
import type { HistoryItem } from '../history/history-item.js';
import type { SharedItem } from './sharing-api.port.js';

/** The share-link modal: closed, or open for one item with its link loading, loaded or failed. */
export interface ShareLinkView {
  readonly historyItemId: string | null;
  readonly status: 'closed' | 'loading' | 'ready' | 'failed';
  readonly link: string | null;
  /** The link as the copy field shows it (cut beyond 38 characters by the domain). */
  readonly displayLink: string | null;
  readonly publicName: string;
  /** The load failure's message, shown in the modal. */
  readonly error: string | null;
}

/**
 * The share control and the share-link modal (feature flags folded in: they only decide the control). Intents
 * return nothing: what they change shows in the view, toasts go through Notifications.
 */
export interface SharingUseCase {
  readonly view$: Observable<ShareLinkView>;
  /** How the share control looks and what it opens, for an item or none (stable observable per argument). */
  control$(hasHistoryItem: boolean): Observable<ShareControl>;
  /** Opens the modal for the item; its link loads now. */
  open(item: HistoryItem): void;
  /** Closes the modal; the link is cleared. */
  close(): void;
  /** Copies the loaded link, with a toast. */
  copyLink(): void;
  /** Opens the network's share page in a new window (within the click: the link is already loaded). */
  openNetwork(network: ShareNetwork): void;
  /** Saves the public name; the toast says it was updated even when saving failed (the failure is logged). */
  savePublicName(name: string): void;
  /** The device's share sheet; a dismissal is only logged, other failures copy the link. */
  nativeShare(): void;
}

/** One theme choice of the share-video dialog. */
export interface VideoThemeChoice {
  readonly theme: VideoTheme;
  readonly label: string;
  readonly selected: boolean;
}

/** The share-video dialog as the UI shows it. */
export interface ShareVideoView {
  readonly item: HistoryItem | null;
  readonly dialog: ShareVideoDialogState;
  readonly themes: readonly VideoThemeChoice[];
  /** Only when the text or some dialogue line has a bracketed tag. */
  readonly showV3TagsCheckbox: boolean;
  /** The checkbox: checked keeps tags (strip_v3_tags = !checked). */
  readonly keepV3Tags: boolean;
  readonly muted: boolean;
  /** Why no video can be made for this item (not text to speech), else null. */
  readonly ineligible: string | null;
  readonly canGenerate: boolean;
  readonly canDownload: boolean;
}

/**
 * The share-video dialog (flag tts-video-generation on). Intents return nothing: the preview, the render and its
 * progress show in the view; a failed download is toasted through Notifications.
 */
export interface ShareVideoUseCase {
  readonly view$: Observable<ShareVideoView>;
  /** Opens the dialog for the item and loads the preview of the colour theme. */
  open(item: HistoryItem): void;
  /** Closes the dialog, dropping a pending preview or render. */
  close(): void;
  /** Resets the video and progress, and loads that theme's preview (a pending render is dropped). */
  selectTheme(theme: VideoTheme): void;
  setKeepV3Tags(keep: boolean): void;
  /** Renders the video, showing progress every 100 ms until it is there. */
  generate(): void;
  /** Saves the video under the fixed mp4 name. */
  download(): void;
  toggleMute(): void;
}

/** The public share page: loading, the shared item, or not found; once loaded, the way onward (what made it, try it yourself). */
export type SharedItemView =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly item: SharedItem; readonly date: string; readonly onward: SharedItemOnward }
  | { readonly status: 'failed'; readonly message: string; readonly onward: SharedItemOnward };

/** The public share page's use-case (no sign-in). */
export interface SharedItemUseCase {
  view$(shareId: string): Observable<SharedItemView>;
}
