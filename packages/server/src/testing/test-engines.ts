import { DEFAULT_VOICE_SETTINGS } from '@cadence/domain';
import { beforeAll } from 'vitest';
import { createAudioEncoder } from '../speech/audio-encoder.js';
import { createEspeakEngine } from '../speech/espeak/espeak-engine.adapter.js';
import { FfmpegError, runFfmpegProcess } from '../speech/ffmpeg.js';
import { parseOutputFormat } from '../speech/output-format.js';
import type { SpeechEngine } from '../speech/speech-engine.port.js';

/**
 * The options of a suite whose tests render audio or video (espeak-ng, MP3, ffmpeg). A warm engine renders a
 * sentence in a tenth of a second, but a busy 2-core machine makes that seconds: the time limit is generous so
 * that it is never what a test checks (tests never assert timings).
 */
export const RENDERS = { timeout: 60_000 } as const;

/** How long warming up may take: a cold start loads espeak-ng's WASM and voice data in each worker. */
const WARM_UP_TIMEOUT_MS = 120_000;

/** As many workers as the server's engine runs. */
const ENGINE_WORKERS = 2;

let engine: SpeechEngine | null = null;

/**
 * The espeak-ng engine of the test apps: one per process, as the server keeps one, shared by every app (its workers
 * are unref'd, so it is never closed).
 */
export const testSpeechEngine = (): SpeechEngine => (engine ??= createEspeakEngine(ENGINE_WORKERS));

const renderOnce = async (speech: SpeechEngine): Promise<void> => {
  const encoder = createAudioEncoder(parseOutputFormat('mp3_44100_128'), false);
  const voice = { engineVoice: 'en-gb-x-rp', gender: 'female' } as const;
  for await (const chunk of speech.synthesize('Warming up.', voice, DEFAULT_VOICE_SETTINGS)) encoder.encode(chunk.samples, chunk.sampleRate);
  encoder.finish();
};

/**
 * Starts every worker of the test engine and renders a sentence to MP3 on each (the pool starts a worker per
 * render until it is full), so no test pays for a cold engine.
 */
export const warmSpeechEngine = async (): Promise<void> => {
  const speech = testSpeechEngine();
  await Promise.all(Array.from({ length: ENGINE_WORKERS }, () => renderOnce(speech)));
};

/** Runs ffmpeg once, so its 70 MB static build is read from disk before a test waits for it. */
export const warmFfmpeg = async (): Promise<void> => {
  const run = await runFfmpegProcess(['-version']);
  if (run.code !== 0) throw new FfmpegError(run.code, run.log);
};

/**
 * Registers the warm-up of a test file that renders audio or video: a beforeAll with its own time limit that starts
 * the engine's workers and runs ffmpeg once, before the first test. Pair it with RENDERS on the file's suites.
 */
export const useWarmEngines = (): void => {
  beforeAll(async () => {
    await Promise.all([warmSpeechEngine(), warmFfmpeg()]);
  }, WARM_UP_TIMEOUT_MS);
};
