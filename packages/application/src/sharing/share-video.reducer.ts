import {
  INITIAL_SHARE_VIDEO_DIALOG_STATE, shareVideoDialogReducer, VIDEO_THEME_LABELS, VIDEO_THEMES, type ShareVideoDialogEvent,
  type ShareVideoDialogState, type VideoTheme,
} from '@cadence/domain';
import type { HistoryItem } from '../history/history-item.js';
import { offersV3TagsChoice, videoIneligibility } from './share-video-item.js';
import type { VideoOptions } from './sharing-api.port.js';
import type { ShareVideoView } from './sharing.types.js';

/** What the share-video dialog is asked. Choosing a theme, the tags and closing are the domain dialog's own events. */
export type ShareVideoIntent =
  | { readonly type: 'opened'; readonly item: HistoryItem }
  | { readonly type: 'closed' }
  | { readonly type: 'themeSelected'; readonly theme: VideoTheme }
  | { readonly type: 'stripV3TagsSet'; readonly strip: boolean }
  | { readonly type: 'generate' }
  | { readonly type: 'download' }
  | { readonly type: 'muteToggled' };

/** What the preview and render calls answer: the domain dialog's events. */
export type ShareVideoAnswer = Extract<
  ShareVideoDialogEvent,
  { readonly type: 'previewLoaded' | 'previewFailed' | 'generationStarted' | 'progressEstimated' | 'videoGenerated' | 'generationFailed' }
>;

export type ShareVideoEvent = ShareVideoIntent | ShareVideoAnswer;

/** The dialog's item (null while closed), the domain dialog's state, and the video's mute. */
export interface ShareVideoState {
  readonly item: HistoryItem | null;
  readonly dialog: ShareVideoDialogState;
  readonly muted: boolean;
}

export const CLOSED_SHARE_VIDEO: ShareVideoState = { item: null, dialog: INITIAL_SHARE_VIDEO_DIALOG_STATE, muted: false };

/**
 * The share-video dialog's next state: the domain's dialog reducer for the dialog itself (which keeps progress
 * monotonic and resets the video on a new theme); opening starts afresh for the item, closing forgets it.
 */
export const shareVideoReducer = (state: ShareVideoState, event: ShareVideoEvent): ShareVideoState => {
  switch (event.type) {
    case 'opened':
      return { ...CLOSED_SHARE_VIDEO, item: event.item };
    case 'closed':
      return CLOSED_SHARE_VIDEO;
    case 'muteToggled':
      return { ...state, muted: !state.muted };
    case 'generate':
    case 'download':
      return state;
    default:
      return { ...state, dialog: shareVideoDialogReducer(state.dialog, event) };
  }
};

/** The render options the dialog's choices make. */
export const videoOptions = (dialog: ShareVideoDialogState): VideoOptions => ({ theme: dialog.theme, stripV3Tags: dialog.stripV3Tags });

/** A video can be made: an item is open, it is text to speech, and no render is running. */
export const canGenerate = ({ item, dialog }: ShareVideoState): boolean =>
  item !== null && videoIneligibility(item) === null && !dialog.generating;

/** The dialog as the UI shows it. */
export const shareVideoView = (state: ShareVideoState): ShareVideoView => {
  const { item, dialog, muted } = state;
  return {
    item,
    dialog,
    themes: VIDEO_THEMES.map((theme) => ({ theme, label: VIDEO_THEME_LABELS[theme], selected: theme === dialog.theme })),
    showV3TagsCheckbox: item !== null && offersV3TagsChoice(item),
    keepV3Tags: !dialog.stripV3Tags,
    muted,
    ineligible: item === null ? null : videoIneligibility(item),
    canGenerate: canGenerate(state),
    canDownload: dialog.videoUrl !== null,
  };
};
