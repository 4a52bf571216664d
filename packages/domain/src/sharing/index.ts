export type { ShareTarget, ShareControl, ShareControlInput } from './share-control.js';
export { TTS_VIDEO_GENERATION_FLAG, shareControl } from './share-control.js';
export type { ShareNetwork } from './share-link.js';
export {
  SHARE_LINK_DISPLAY_MAX_LENGTH,
  SHARE_LINK_ELLIPSIS,
  SHARE_NETWORKS,
  displayShareLink,
  shareNetworkUrl,
} from './share-link.js';
export type { VideoTheme } from './video-themes.js';
export { VIDEO_THEMES, DEFAULT_VIDEO_THEME, parseVideoTheme } from './video-themes.js';
export type { VideoEligibilityError } from './video-generation.js';
export {
  VIDEO_PROGRESS_MS_PER_CHARACTER,
  VIDEO_PROGRESS_UPDATE_INTERVAL_MS,
  SHARE_VIDEO_FILE_NAME,
  VIDEO_SOURCE_TYPE,
  estimateVideoProgress,
  checkVideoEligibility,
} from './video-generation.js';
export type { ShareVideoDialogState, ShareVideoDialogEvent } from './share-video-dialog.js';
export { INITIAL_SHARE_VIDEO_DIALOG_STATE, shareVideoDialogReducer } from './share-video-dialog.js';
export type { NativeShareFallback } from './native-share.js';
export { NATIVE_SHARE_ABORT_ERROR_NAME, nativeShareFallback } from './native-share.js';
export type { SharedItemKind, SharedItemOnward, SharedItemOnwardRoute } from './shared-item-onward.js';
export { sharedItemKind, sharedItemOnward } from './shared-item-onward.js';
