import * as O from 'fp-ts/lib/Option.js';
import { parseMediaType } from './content-types.js';

/** File extensions (without dot) for audio, video, image and document content types (entries ours: the spec lists none). */
export const CONTENT_TYPE_EXTENSIONS: Readonly<Record<string, string>> = {
  'audio/aac': 'aac', 'audio/x-aac': 'aac', 'audio/aiff': 'aiff', 'audio/x-aiff': 'aiff', 'audio/ogg': 'ogg',
  'audio/mpeg': 'mp3', 'audio/mp3': 'mp3', 'audio/mpeg3': 'mp3', 'audio/x-mpeg-3': 'mp3', 'audio/opus': 'opus',
  'audio/wav': 'wav', 'audio/x-wav': 'wav', 'audio/webm': 'webm', 'audio/flac': 'flac', 'audio/x-flac': 'flac',
  'audio/mp4': 'm4a', 'audio/x-m4a': 'm4a',
  'video/mp4': 'mp4', 'video/x-msvideo': 'avi', 'video/x-matroska': 'mkv', 'video/quicktime': 'mov',
  'video/x-ms-wmv': 'wmv', 'video/x-flv': 'flv', 'video/webm': 'webm', 'video/mpeg': 'mpeg', 'video/3gpp': '3gp',
  'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp', 'image/svg+xml': 'svg',
  'application/pdf': 'pdf', 'text/plain': 'txt', 'text/csv': 'csv', 'application/json': 'json',
  'application/zip': 'zip', 'application/x-zip-compressed': 'zip',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
};

/** The file extension for a Content-Type header (parameters and case ignored), or none when unknown. */
export const extensionForContentType = (contentType: string): O.Option<string> =>
  O.fromNullable(CONTENT_TYPE_EXTENSIONS[parseMediaType(contentType)]);
