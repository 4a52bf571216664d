import type { Hono } from 'hono';
import { expect } from 'vitest';
import { wavFile } from '../speech/audio-encoder.js';

/** A built-in voice the speech tests use. */
export const TEST_VOICE = 'cadence-en-gb-female-1';

/** POSTs JSON with a bearer token and answers the raw Response (audio answers are not JSON). */
export const postJson = (app: Hono, path: string, token: string, body: unknown): Promise<Response> =>
  Promise.resolve(app.request(path, {
    method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body),
  }));

/** Generates text to speech and answers its history item id (the body is read, so the item is stored). */
export const generateTts = async (app: Hono, token: string, text: string, query = ''): Promise<string> => {
  const response = await postJson(app, `/v1/text-to-speech/${TEST_VOICE}${query}`, token, { text });
  expect(response.status).toBe(200);
  await response.arrayBuffer();
  return response.headers.get('history-item-id') ?? '';
};

/** A mono 16-bit WAV of a sine tone: seconds long, at the given rate. */
export const toneWav = (seconds: number, sampleRate = 22050, hz = 220): Uint8Array => {
  const samples = new Int16Array(Math.round(seconds * sampleRate));
  for (let i = 0; i < samples.length; i += 1) samples[i] = Math.round(8000 * Math.sin((2 * Math.PI * hz * i) / sampleRate));
  return wavFile(sampleRate, new Uint8Array(samples.buffer));
};
