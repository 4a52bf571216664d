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

/** lamejs answers a fresh Int8Array (its own copy of its output buffer): seen as bytes without copying again. */
const unsigned = (bytes: Int8Array | Uint8Array): Uint8Array => new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);

const concat = (parts: readonly Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  parts.reduce((offset, part) => (out.set(part, offset), offset + part.length), 0);
  return out;
};

const joinSamples = (first: Int16Array, second: Int16Array): Int16Array => {
  const out = new Int16Array(first.length + second.length);
  out.set(first);
  out.set(second, first.length);
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

/** Samples in one MPEG-1 layer III frame: lamejs is fed whole frames. */
export const MP3_FRAME_SAMPLES = 1152;

/**
 * lamejs fed whole frames only (multiples of 1152 samples): the few samples past the last whole frame wait for the
 * next chunk (under 27 ms at 44.1 kHz, and lamejs would hold them back anyway), so it never re-buffers partial frames.
 */
const mp3Encoder = (sampleRate: number, kbps: number, resample: (samples: Int16Array, rate: number) => Int16Array): AudioEncoder => {
  const mp3 = new Mp3Encoder(1, sampleRate, kbps);
  let held = new Int16Array(0);
  return {
    encode: (samples, rate) => {
      const fresh = resample(samples, rate);
      const all = held.length === 0 ? fresh : joinSamples(held, fresh);
      const whole = all.length - (all.length % MP3_FRAME_SAMPLES);
      held = all.slice(whole);
      return whole === 0 ? new Uint8Array(0) : unsigned(mp3.encodeBuffer(all.subarray(0, whole)));
    },
    finish: () => {
      const last = held.length === 0 ? new Uint8Array(0) : unsigned(mp3.encodeBuffer(held));
      held = new Int16Array(0);
      return concat([last, unsigned(mp3.flush())]);
    },
  };
};

/**
 * One continuous encoder for a whole generation: a single lamejs encoder (its bit reservoir and frame state carry
 * over chunk boundaries, so chunks join without clicks), or a WAV header followed by PCM (the header's length is
 * "until the end" when streaming), or raw PCM.
 */
export const createAudioEncoder = (format: OutputFormat, streaming: boolean): AudioEncoder => {
  const resample = resamplerTo(format.sampleRate);
  if (format.codec === 'mp3') return mp3Encoder(format.sampleRate, format.kbps, resample);
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
