export type { DownloadFormat } from './download-format.js';
export { DOWNLOAD_FORMATS, DEFAULT_DOWNLOAD_FORMAT, downloadFormatFor } from './download-format.js';
export type { DownloadKind, ClassifiedContentType } from './content-types.js';
export {
  AUDIO_CONTENT_TYPES,
  VIDEO_CONTENT_TYPES,
  ZIP_CONTENT_TYPES,
  parseMediaType,
  classifyContentType,
} from './content-types.js';
export { CONTENT_TYPE_EXTENSIONS, extensionForContentType } from './content-type-extensions.js';
export type { DownloadError } from './download-errors.js';
export { isValidBase64, decodeBase64, requireBody } from './base64.js';
export {
  SHORT_FILE_NAME_MAX_LENGTH,
  DOWNLOAD_NAME_MAX_LENGTH,
  SHORT_FILE_NAME_FORBIDDEN_CHARACTERS,
  HISTORY_ARCHIVE_FILE_NAME,
  FALLBACK_DOWNLOAD_BASE_NAME,
  withExtension,
  shortFileName,
  sanitizeDownloadName,
  downloadFileName,
  audioDownloadName,
} from './file-names.js';
export type { DownloadTarget, DownloadRequest } from './download-target.js';
export { downloadTarget } from './download-target.js';
export type { PlayerDownloadSource, PlayerDownloadFacts } from './player-download-source.js';
export { playerDownloadSource } from './player-download-source.js';
