import { runFfmpeg } from './ffmpeg.js';
import type { Pcm } from './wav.js';

/** The rate recordings are decoded at (the highest rate of the output formats' MP3s). */
export const DECODE_RATE = 44100;

/** Raw mono 16-bit little-endian PCM as ffmpeg reads and writes it. */
export const RAW_PCM = (rate: number): readonly string[] => ['-f', 's16le', '-acodec', 'pcm_s16le', '-ac', '1', '-ar', String(rate)];

export const pcmOfBytes = (bytes: Uint8Array, sampleRate: number): Pcm => {
  const even = bytes.slice(0, bytes.length - (bytes.length % 2));
  return { samples: new Int16Array(even.buffer, 0, even.length / 2), sampleRate };
};

/** Decodes a WAV or MP3 file to mono PCM with ffmpeg; rejects (FfmpegError) when it is not decodable audio. */
export const decodeAudio = async (file: Uint8Array, sampleRate: number = DECODE_RATE): Promise<Pcm> =>
  pcmOfBytes(await runFfmpeg(['-i', 'pipe:0', '-vn', ...RAW_PCM(sampleRate), 'pipe:1'], file), sampleRate);
