export type { ShareTarget, ShareControl, ShareControlInput } from './share-control.js';
export { TTS_VIDEO_GENERATION_FLAG, shareControl } from './share-control.js';
export type { ShareNetwork } from './share-link.js';
export {
  SHARE_MODAL_TITLE,
  SHARE_LINK_DISPLAY_MAX_LENGTH,
  SHARE_LINK_ELLIPSIS,
  SHARE_NETWORKS,
  SHARE_NETWORK_LABELS,
  displayShareLink,
  shareNetworkUrl,
} from './share-link.js';
export type { VideoTheme } from './video-themes.js';
export { VIDEO_THEMES, DEFAULT_VIDEO_THEME, VIDEO_THEME_LABELS, parseVideoTheme } from './video-themes.js';
export type { VideoEligibilityError } from './video-generation.js';
export {
  VIDEO_PROGRESS_MS_PER_CHARACTER,
  VIDEO_PROGRESS_UPDATE_INTERVAL_MS,
  SHARE_VIDEO_FILE_NAME,
  VIDEO_SOURCE_TYPE,
  estimateVideoProgress,
  checkVideoEligibility,
} from './video-generation.js';
export {
  PUBLIC_NAME_UPDATED_MESSAGE,
  SHARE_LINK_COPIED_MESSAGE,
  SHARE_API_NOT_SUPPORTED_MESSAGE,
  VIDEO_ONLY_FOR_TEXT_TO_SPEECH_MESSAGE,
  UNKNOWN_VIDEO_ERROR_MESSAGE,
  UNKNOWN_VIDEO_PREVIEW_ERROR_MESSAGE,
  videoGenerationErrorMessage,
  videoPreviewErrorMessage,
} from './share-messages.js';
export type { ShareVideoDialogState, ShareVideoDialogEvent } from './share-video-dialog.js';
export { INITIAL_SHARE_VIDEO_DIALOG_STATE, shareVideoDialogReducer } from './share-video-dialog.js';
export type { NativeShareFallback } from './native-share.js';
export { NATIVE_SHARE_ABORT_ERROR_NAME, nativeShareFallback } from './native-share.js';
