/** An output_format the server answers in: codec, sample rate and, for mp3, the bitrate. */
export type OutputFormat =
  | { readonly codec: 'mp3'; readonly sampleRate: 22050 | 24000 | 44100; readonly kbps: number; readonly name: string }
  | { readonly codec: 'wav' | 'pcm'; readonly sampleRate: number; readonly name: string };

export const DEFAULT_OUTPUT_FORMAT = 'mp3_44100_128';

/** The output formats of the ElevenLabs API this server renders (the contract's enum lists the same names). */
export const OUTPUT_FORMATS = [
  'mp3_22050_32', 'mp3_24000_48', 'mp3_44100_32', 'mp3_44100_64', 'mp3_44100_96', 'mp3_44100_128', 'mp3_44100_192',
  'wav_8000', 'wav_16000', 'wav_22050', 'wav_24000', 'wav_44100', 'wav_48000',
  'pcm_8000', 'pcm_16000', 'pcm_22050', 'pcm_24000', 'pcm_44100', 'pcm_48000',
] as const;

/** The format named by output_format (one of OUTPUT_FORMATS, which the contract already checked). */
export const parseOutputFormat = (name: string): OutputFormat => {
  const [codec, rate, kbps] = name.split('_');
  const sampleRate = Number(rate);
  if (codec === 'mp3') return { codec, sampleRate: sampleRate as 22050 | 24000 | 44100, kbps: Number(kbps), name };
  return { codec: codec === 'wav' ? 'wav' : 'pcm', sampleRate, name };
};

/** The content type an answer in this format carries. */
export const contentTypeOf = (format: OutputFormat): string =>
  format.codec === 'mp3' ? 'audio/mpeg' : format.codec === 'wav' ? 'audio/wav' : 'audio/pcm';
