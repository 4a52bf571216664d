import * as E from 'fp-ts/lib/Either.js';

/** The estimated video generation time per character of text: 130 ms. */
export const VIDEO_PROGRESS_MS_PER_CHARACTER = 130;

/** How often the progress estimate is refreshed: every 100 ms. */
export const VIDEO_PROGRESS_UPDATE_INTERVAL_MS = 100;

/** The downloaded share video's fixed file name. */
export const SHARE_VIDEO_FILE_NAME = 'shared-video.mp4';

/** The only item kind a video can be generated for. */
export const VIDEO_SOURCE_TYPE = 'text-to-speech';

/** Why a video cannot be generated for an item. */
export type VideoEligibilityError = 'notTextToSpeech';

/**
 * The estimated video progress in [0, 1]: elapsed ms over 130 ms per character, capped at 1; a text
 * shorter than one character counts as one, and a negative or NaN elapsed time as 0.
 */
export const estimateVideoProgress = (elapsedMs: number, textLength: number): number => {
  const expectedMs = VIDEO_PROGRESS_MS_PER_CHARACTER * Math.max(textLength, 1);
  const elapsed = Number.isNaN(elapsedMs) ? 0 : Math.max(elapsedMs, 0);
  return Math.min(elapsed / expectedMs, 1);
};

/** A video can be made only for a text-to-speech item; any other item type is refused. */
export const checkVideoEligibility = (itemType: string): E.Either<VideoEligibilityError, typeof VIDEO_SOURCE_TYPE> =>
  itemType === VIDEO_SOURCE_TYPE ? E.right(VIDEO_SOURCE_TYPE) : E.left('notTextToSpeech');
