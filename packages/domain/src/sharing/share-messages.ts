/** The toast after saving the public name (shown even when saving fails; the failure is only logged). */
export const PUBLIC_NAME_UPDATED_MESSAGE = 'Public name updated';

/** The toast after copying the share link. */
export const SHARE_LINK_COPIED_MESSAGE = 'Share link copied to clipboard';

/** The toast when the browser has no native share. */
export const SHARE_API_NOT_SUPPORTED_MESSAGE = 'Share API not supported';

/** The toast when a video is asked for an item that is not text-to-speech. */
export const VIDEO_ONLY_FOR_TEXT_TO_SPEECH_MESSAGE = 'Video generation is only available for text-to-speech items';

/** The video error when the failure carries no message. */
export const UNKNOWN_VIDEO_ERROR_MESSAGE = 'Unknown error generating video';

/** The video-preview error when the failure carries no message. */
export const UNKNOWN_VIDEO_PREVIEW_ERROR_MESSAGE = 'Unknown error generating video preview';

const withMessage = (prefix: string, fallback: string, message: string | undefined): string => {
  const detail = message?.trim() ?? '';
  return detail === '' ? fallback : prefix + detail;
};

/** 'Error generating video: ' plus the failure's message, or 'Unknown error generating video' when it has none. */
export const videoGenerationErrorMessage = (message?: string): string =>
  withMessage('Error generating video: ', UNKNOWN_VIDEO_ERROR_MESSAGE, message);

/** 'Error generating video preview: ' plus the failure's message, or the unknown-preview message when it has none. */
export const videoPreviewErrorMessage = (message?: string): string =>
  withMessage('Error generating video preview: ', UNKNOWN_VIDEO_PREVIEW_ERROR_MESSAGE, message);
