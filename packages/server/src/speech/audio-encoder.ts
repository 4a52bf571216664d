import { Mp3Encoder } from '@breezystack/lamejs';
import type { OutputFormat } from './output-format.js';
import { createResampler } from './resampler.js';
import { wavHeader } from './wav.js';

/** Turns PCM chunks of one generation into bytes of the output format; one per request. */
export interface AudioEncoder {
  encode(samples: Int16Array, sampleRate: number): Uint8Array;
  finish(): Uint8Array;
}

const pcmBytes = (samples: Int16Array): Uint8Array => new Uint8Array(samples.buffer, samples.byteOffset, samples.byteLength).slice();

/** lamejs answers Int8Array views: copy them as bytes. */
const unsigned = (bytes: Int8Array | Uint8Array): Uint8Array => new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength).slice();

const concat = (parts: readonly Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  parts.reduce((offset, part) => (out.set(part, offset), offset + part.length), 0);
  return out;
};

/** The resampler for this chunk's rate; engines keep one rate per generation. */
const resamplerTo = (target: number): ((samples: Int16Array, rate: number) => Int16Array) => {
  let current: { rate: number; run: (input: Int16Array) => Int16Array } | null = null;
  return (samples, rate) => {
    if (current?.rate !== rate) current = { rate, run: createResampler(rate, target) };
    return current.run(samples);
  };
};

/**
 * One continuous encoder for a whole generation: a single lamejs encoder (its bit reservoir and frame state carry
 * over chunk boundaries, so chunks join without clicks), or a WAV header followed by PCM (the header's length is
 * "until the end" when streaming), or raw PCM.
 */
export const createAudioEncoder = (format: OutputFormat, streaming: boolean): AudioEncoder => {
  const resample = resamplerTo(format.sampleRate);
  if (format.codec === 'mp3') {
    const mp3 = new Mp3Encoder(1, format.sampleRate, format.kbps);
    return { encode: (samples, rate) => unsigned(mp3.encodeBuffer(resample(samples, rate))), finish: () => unsigned(mp3.flush()) };
  }
  if (format.codec === 'pcm') return { encode: (samples, rate) => pcmBytes(resample(samples, rate)), finish: () => new Uint8Array(0) };
  let headerSent = false;
  return {
    encode: (samples, rate) => {
      const bytes = pcmBytes(resample(samples, rate));
      if (headerSent || !streaming) return bytes;
      headerSent = true;
      return concat([wavHeader(format.sampleRate, null), bytes]);
    },
    finish: () => new Uint8Array(0),
  };
};

/** The whole file of a non-streamed WAV generation: header with the real length, then the PCM. */
export const wavFile = (sampleRate: number, pcm: Uint8Array): Uint8Array => concat([wavHeader(sampleRate, pcm.length), pcm]);

export { concat as concatBytes };
