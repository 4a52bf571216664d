import type { VideoTheme } from './video-themes.js';
import { DEFAULT_VIDEO_THEME } from './video-themes.js';
import { videoGenerationErrorMessage, videoPreviewErrorMessage } from './share-messages.js';

/** The share-video dialog's state. */
export interface ShareVideoDialogState {
  readonly theme: VideoTheme;
  /** True when bracketed v3 tags are stripped from the video (the keep-tags checkbox unchecked). */
  readonly stripV3Tags: boolean;
  readonly generating: boolean;
  readonly progress: number;
  readonly videoUrl: string | null;
  readonly previewUrl: string | null;
  readonly error: string | null;
  readonly previewError: string | null;
}

/** Something that happens in the share-video dialog. */
export type ShareVideoDialogEvent =
  | { readonly type: 'themeSelected'; readonly theme: VideoTheme }
  | { readonly type: 'stripV3TagsSet'; readonly strip: boolean }
  | { readonly type: 'generationStarted' }
  | { readonly type: 'progressEstimated'; readonly progress: number }
  | { readonly type: 'videoGenerated'; readonly videoUrl: string }
  | { readonly type: 'generationFailed'; readonly message?: string }
  | { readonly type: 'previewLoaded'; readonly previewUrl: string }
  | { readonly type: 'previewFailed'; readonly message?: string }
  | { readonly type: 'closed' };

/** The dialog as it opens: colour theme, tags kept, nothing generated, no preview, no error. */
export const INITIAL_SHARE_VIDEO_DIALOG_STATE: ShareVideoDialogState = {
  theme: DEFAULT_VIDEO_THEME,
  stripV3Tags: false,
  generating: false,
  progress: 0,
  videoUrl: null,
  previewUrl: null,
  error: null,
  previewError: null,
};

type Reducer = (state: ShareVideoDialogState, event: ShareVideoDialogEvent) => ShareVideoDialogState;

const generationEvents: Reducer = (state, event) => {
  switch (event.type) {
    case 'generationStarted':
      return { ...state, generating: true, progress: 0, videoUrl: null, error: null };
    case 'progressEstimated':
      return state.generating && !Number.isNaN(event.progress)
        ? { ...state, progress: Math.min(Math.max(event.progress, state.progress), 1) }
        : state;
    case 'videoGenerated':
      return { ...state, generating: false, progress: 1, videoUrl: event.videoUrl };
    case 'generationFailed':
      return { ...state, generating: false, progress: 0, error: videoGenerationErrorMessage(event.message) };
    default:
      return state;
  }
};

/**
 * The share-video dialog's next state: selecting a theme resets the generated video and progress;
 * closing returns to the initial state (colour theme, strip flag off, errors, previews and video cleared).
 */
export const shareVideoDialogReducer: Reducer = (state, event) => {
  switch (event.type) {
    case 'themeSelected':
      return { ...state, theme: event.theme, generating: false, progress: 0, videoUrl: null };
    case 'stripV3TagsSet':
      return { ...state, stripV3Tags: event.strip };
    case 'previewLoaded':
      return { ...state, previewUrl: event.previewUrl, previewError: null };
    case 'previewFailed':
      return { ...state, previewUrl: null, previewError: videoPreviewErrorMessage(event.message) };
    case 'closed':
      return INITIAL_SHARE_VIDEO_DIALOG_STATE;
    default:
      return generationEvents(state, event);
  }
};
