import { createAudioEncoder, wavFile } from './audio-encoder.js';
import { decodeAudio } from './audio-decoding.js';
import type { StoredAudio } from './history-repository.js';
import { parseOutputFormat } from './output-format.js';
import { readWav, type Pcm } from './wav.js';

/** The formats history downloads answer in (POST /v1/history/download output_format). */
export type DownloadFormat = 'mp3' | 'wav';

export const DOWNLOAD_CONTENT_TYPES: Readonly<Record<DownloadFormat, string>> = { mp3: 'audio/mpeg', wav: 'audio/wav' };

/** The MP3 downloads are encoded as: the default output format's rate and bitrate. */
const DOWNLOAD_MP3 = parseOutputFormat('mp3_44100_128');

/** Items stored before their output_format was kept are read at the default PCM rate. */
const FALLBACK_PCM_RATE = 44100;

const storedFormat = (item: StoredAudio): DownloadFormat | 'pcm' =>
  item.contentType === 'audio/mpeg' ? 'mp3' : item.contentType === 'audio/wav' ? 'wav' : 'pcm';

/** The stored audio as PCM: WAV and raw PCM are read directly, MP3 is decoded with ffmpeg. */
const pcmOf = async (item: StoredAudio): Promise<Pcm> => {
  const format = storedFormat(item);
  if (format === 'wav') return readWav(item.audio);
  if (format === 'mp3') return decodeAudio(item.audio);
  const rate = item.outputFormat === null ? FALLBACK_PCM_RATE : parseOutputFormat(item.outputFormat).sampleRate;
  const even = item.audio.slice(0, item.audio.length - (item.audio.length % 2));
  return { samples: new Int16Array(even.buffer, 0, even.length / 2), sampleRate: rate };
};

const mp3Of = (pcm: Pcm): Uint8Array => {
  const encoder = createAudioEncoder(DOWNLOAD_MP3, false);
  const head = encoder.encode(pcm.samples, pcm.sampleRate);
  const tail = encoder.finish();
  const out = new Uint8Array(head.length + tail.length);
  out.set(head);
  out.set(tail, head.length);
  return out;
};

/** The item's audio in the download format: unchanged when it is stored so, converted otherwise. */
export const audioInFormat = async (item: StoredAudio, target: DownloadFormat): Promise<Uint8Array> => {
  if (storedFormat(item) === target) return item.audio;
  const pcm = await pcmOf(item);
  return target === 'wav' ? wavFile(pcm.sampleRate, new Uint8Array(pcm.samples.buffer, pcm.samples.byteOffset, pcm.samples.byteLength)) : mp3Of(pcm);
};
