import { CONTENT_TYPE_EXTENSIONS } from './content-type-extensions.js';
import { downloadFormatFor } from './download-format.js';

/** The longest short file name: 20 characters. */
export const SHORT_FILE_NAME_MAX_LENGTH = 20;

/** The longest download name: 255 characters. */
export const DOWNLOAD_NAME_MAX_LENGTH = 255;

/** The characters a short file name never contains. */
export const SHORT_FILE_NAME_FORBIDDEN_CHARACTERS = ['/', '\\', ':', '*', '?', '"', '<', '>', '|'] as const;

/** The name of a zip download: the history archive. */
export const HISTORY_ARCHIVE_FILE_NAME = 'history_archive.zip';

/** The base name used when a download name has nothing left after sanitising. */
export const FALLBACK_DOWNLOAD_BASE_NAME = 'audio';

const KNOWN_EXTENSIONS = new Set(Object.values(CONTENT_TYPE_EXTENSIONS));

/** Cuts a string to at most max UTF-16 code units without leaving half of a surrogate pair at the end. */
const truncate = (value: string, max: number): string => {
  const cut = value.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
};

const removeKnownExtension = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot >= 0 && KNOWN_EXTENSIONS.has(name.slice(dot + 1).toLowerCase()) ? name.slice(0, dot) : name;
};

/** Spaces (any whitespace) become underscores first, then every character other than a word character, dot or hyphen goes. */
const downloadSafe = (value: string): string => value.replace(/\s/g, '_').replace(/[^\w.-]/g, '');

/**
 * The name with the extension: an existing media or archive extension (any in the content-type map,
 * case-insensitive) is replaced, otherwise the extension is appended.
 */
export const withExtension = (name: string, extension: string): string => `${removeKnownExtension(name)}.${extension}`;

/**
 * The short file name: the forbidden characters (SHORT_FILE_NAME_FORBIDDEN_CHARACTERS) removed,
 * then trimmed, then whitespace turned into underscores, then cut to 20 characters.
 */
export const shortFileName = (name: string): string =>
  truncate(name.replace(/[/\\:*?"<>|]/g, '').trim().replace(/\s/g, '_'), SHORT_FILE_NAME_MAX_LENGTH);

/**
 * A safe download name: whitespace turned into underscores before everything other than word
 * characters, dots and hyphens is removed (else the spaces would vanish), then cut to 255 characters.
 */
export const sanitizeDownloadName = (name: string): string => truncate(downloadSafe(name), DOWNLOAD_NAME_MAX_LENGTH);

/**
 * The download name for a file of the given extension: extension replaced or appended, the base
 * sanitised and cut so that the whole name fits 255 characters, and "audio" used for an empty base.
 */
export const downloadFileName = (name: string, extension: string): string => {
  const safeExtension = downloadSafe(extension);
  const base = truncate(downloadSafe(removeKnownExtension(name)), DOWNLOAD_NAME_MAX_LENGTH - safeExtension.length - 1);
  return `${base === '' ? FALLBACK_DOWNLOAD_BASE_NAME : base}.${safeExtension}`;
};

/** The download name of an audio file for a requested output_format (mp3 when none; see downloadFormatFor). */
export const audioDownloadName = (name: string, outputFormat?: string | null): string =>
  downloadFileName(name, downloadFormatFor(outputFormat));
