import * as E from 'fp-ts/lib/Either.js';
import type { DownloadError } from './download-errors.js';

/** The audio content types a download may have. */
export const AUDIO_CONTENT_TYPES = [
  'audio/aac', 'audio/x-aac', 'audio/x-aiff', 'audio/ogg', 'audio/mpeg', 'audio/mp3', 'audio/mpeg3', 'audio/x-mpeg-3',
  'audio/opus', 'audio/wav', 'audio/x-wav', 'audio/webm', 'audio/flac', 'audio/x-flac', 'audio/mp4', 'audio/aiff',
  'audio/x-m4a',
] as const;

/** The video content types a download may have. */
export const VIDEO_CONTENT_TYPES = [
  'video/mp4', 'video/x-msvideo', 'video/x-matroska', 'video/quicktime', 'video/x-ms-wmv', 'video/x-flv', 'video/webm',
  'video/mpeg', 'video/3gpp',
] as const;

/** The content types of a zip download, which is saved as a history archive. */
export const ZIP_CONTENT_TYPES = ['application/zip', 'application/x-zip-compressed'] as const;

/** What a supported download response holds. */
export type DownloadKind = 'audio' | 'video' | 'archive';

/** A supported download response: its kind and its media type without parameters. */
export interface ClassifiedContentType {
  readonly kind: DownloadKind;
  readonly mediaType: string;
}

/** The media type of a Content-Type header: parameters after ";" dropped, trimmed, lower-cased. */
export const parseMediaType = (contentType: string): string => (contentType.split(';')[0] ?? '').trim().toLowerCase();

const includes = (list: readonly string[], mediaType: string): boolean => list.includes(mediaType);

const kindOf = (mediaType: string): DownloadKind | null => {
  if (includes(AUDIO_CONTENT_TYPES, mediaType)) return 'audio';
  if (includes(VIDEO_CONTENT_TYPES, mediaType)) return 'video';
  return includes(ZIP_CONTENT_TYPES, mediaType) ? 'archive' : null;
};

/** Classifies a download's Content-Type (a missing header counts as empty); an unsupported type is an error. */
export const classifyContentType = (
  contentType: string | null | undefined,
): E.Either<DownloadError, ClassifiedContentType> => {
  const mediaType = parseMediaType(contentType ?? '');
  const kind = kindOf(mediaType);
  return kind === null ? E.left({ _tag: 'UnsupportedContentType', contentType: mediaType }) : E.right({ kind, mediaType });
};
