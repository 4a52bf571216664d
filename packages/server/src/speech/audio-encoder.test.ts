import type * as Lame from '@breezystack/lamejs';
import { MPEGDecoder } from 'mpg123-decoder';
import { describe, expect, it, vi } from 'vitest';
import { concatBytes, createAudioEncoder, MP3_FRAME_SAMPLES } from './audio-encoder.js';
import { parseOutputFormat } from './output-format.js';
import { RENDERS } from '../testing/test-engines.js';

/** How many samples each encodeBuffer call of lamejs received. */
const fed = vi.hoisted((): number[] => []);

vi.mock('@breezystack/lamejs', async (importOriginal) => {
  const actual = await importOriginal<typeof Lame>();
  class RecordingEncoder extends actual.Mp3Encoder {
    constructor(channels: number, sampleRate: number, kbps: number) {
      super(channels, sampleRate, kbps);
      const encode = this.encodeBuffer.bind(this);
      this.encodeBuffer = (left: Int16Array) => {
        fed.push(left.length);
        return encode(left);
      };
    }
  }
  return { ...actual, Mp3Encoder: RecordingEncoder };
});

/** A second of a 440 Hz tone at 22,050 Hz, as espeak-ng renders speech. */
const tone = (samples: number): Int16Array =>
  Int16Array.from({ length: samples }, (_, index) => Math.round(8000 * Math.sin((2 * Math.PI * 440 * index) / 22050)));

const encodeAll = (name: string, chunks: readonly Int16Array[], streaming = true): Uint8Array => {
  const encoder = createAudioEncoder(parseOutputFormat(name), streaming);
  return concatBytes([...chunks.map((chunk) => encoder.encode(chunk, 22050)), encoder.finish()]);
};

const split = (samples: Int16Array, sizes: readonly number[]): readonly Int16Array[] => {
  const parts: Int16Array[] = [];
  let offset = 0;
  for (const size of sizes) {
    parts.push(samples.subarray(offset, offset + size));
    offset += size;
  }
  return [...parts, samples.subarray(offset)];
};

describe('the audio encoder', RENDERS, () => {
  it('makes the same MP3 whatever the chunk sizes, since lamejs only ever gets whole frames', () => {
    const input = tone(22050);
    const whole = encodeAll('mp3_44100_128', [input]);
    expect(Buffer.from(encodeAll('mp3_44100_128', split(input, [1, 500, 1152, 3001, 7])))).toEqual(Buffer.from(whole));
    expect(whole[0]).toBe(0xff);
  });

  it('feeds lamejs whole frames only, holding back the rest until the next chunk or the end', () => {
    fed.length = 0;
    const encoder = createAudioEncoder(parseOutputFormat('mp3_22050_32'), true);
    expect(encoder.encode(tone(MP3_FRAME_SAMPLES - 1), 22050).length).toBe(0);
    encoder.encode(tone(3000), 22050);
    encoder.encode(tone(5000), 22050);
    expect(encoder.finish().length).toBeGreaterThan(0);
    expect(fed.slice(0, -1).every((length) => length % MP3_FRAME_SAMPLES === 0)).toBe(true);
    expect(fed.reduce((sum, length) => sum + length, 0)).toBe(MP3_FRAME_SAMPLES - 1 + 3000 + 5000);
  });

  it('encodes audio that decodes back to the input duration at the format rate', async () => {
    const decoder = new MPEGDecoder();
    await decoder.ready;
    const decoded = decoder.decode(encodeAll('mp3_44100_128', split(tone(22050), [700, 9000])));
    decoder.free();
    expect(decoded.sampleRate).toBe(44100);
    // One second of input; the encoder adds at most a couple of frames of padding.
    expect(decoded.samplesDecoded).toBeGreaterThanOrEqual(44100 - 2 * MP3_FRAME_SAMPLES);
    expect(decoded.samplesDecoded).toBeLessThanOrEqual(44100 + 3 * MP3_FRAME_SAMPLES);
  });

  it('streams WAV as one header followed by resampled PCM, and raw PCM without a header', () => {
    const wav = encodeAll('wav_44100', split(tone(1000), [300]));
    expect(new TextDecoder().decode(wav.subarray(0, 4))).toBe('RIFF');
    expect(wav.length).toBe(44 + 2 * 2000);
    expect(encodeAll('pcm_22050', [tone(1000)]).length).toBe(2000);
  });
});
