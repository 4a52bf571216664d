/** The file formats an audio download is saved as. */
export const DOWNLOAD_FORMATS = ['mp3', 'wav', 'zip'] as const;

/** A file format an audio download is saved as. */
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];

/** The format of a download when none is requested: mp3. */
export const DEFAULT_DOWNLOAD_FORMAT: DownloadFormat = 'mp3';

/**
 * The file format for a requested output_format: the part before the first underscore, lower-cased,
 * picks wav (wav, wav_44100…) or zip; everything else, pcm_… and ulaw_… included, is saved as mp3.
 */
export const downloadFormatFor = (outputFormat?: string | null): DownloadFormat => {
  const family = (outputFormat ?? '').trim().toLowerCase().split('_')[0];
  return family === 'wav' || family === 'zip' ? family : DEFAULT_DOWNLOAD_FORMAT;
};
