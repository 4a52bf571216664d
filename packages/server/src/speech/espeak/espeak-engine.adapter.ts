import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { EngineVoice, PcmChunk, SpeechEngine, SpeechSettings } from '../speech-engine.port.js';
import { textSegments } from '../text-segments.js';
import { readWav } from '../wav.js';
import { espeakArguments } from './espeak-arguments.js';
import { ESPEAK_WORKER_SOURCE } from './espeak-worker-source.js';

interface WorkerReply {
  readonly id?: number;
  readonly ready?: boolean;
  readonly wav?: Uint8Array;
  readonly error?: string;
}

/** One warm espeak-ng program in a worker thread, rendering one segment per message in order. */
interface EspeakWorker {
  readonly render: (args: readonly string[], text: string) => Promise<Uint8Array>;
  readonly pending: () => number;
  readonly stop: () => Promise<void>;
}

const modulePaths = (): { readonly moduleUrl: string; readonly wasmPath: string } => {
  const script = createRequire(import.meta.url).resolve('espeak-ng');
  return { moduleUrl: pathToFileURL(script).href, wasmPath: join(dirname(script), 'espeak-ng.wasm') };
};

const startWorker = (): EspeakWorker => {
  const worker = new Worker(ESPEAK_WORKER_SOURCE, { eval: true, workerData: modulePaths() });
  worker.unref();
  const waiting = new Map<number, { resolve: (wav: Uint8Array) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  const failAll = (error: Error): void => {
    waiting.forEach((entry) => entry.reject(error));
    waiting.clear();
  };
  worker.on('message', (message: WorkerReply) => {
    if (message.id === undefined) return;
    const entry = waiting.get(message.id);
    waiting.delete(message.id);
    if (message.wav !== undefined) entry?.resolve(message.wav);
    else entry?.reject(new Error(`espeak-ng failed: ${message.error ?? 'no output'}`));
  });
  worker.on('error', failAll);
  worker.on('exit', () => failAll(new Error('The espeak-ng worker stopped.')));
  return {
    render: (args, text) => new Promise((resolve, reject) => {
      nextId += 1;
      waiting.set(nextId, { resolve, reject });
      worker.postMessage({ id: nextId, args, text });
    }),
    pending: () => waiting.size,
    stop: async () => {
      await worker.terminate();
    },
  };
};

/**
 * The built-in speech engine: espeak-ng's WASM build, run as separate programs in worker threads that load it once
 * and stay warm. Text is rendered sentence by sentence, the next sentence being rendered while the current one is
 * sent, so the first chunk leaves after the first sentence.
 */
export const createEspeakEngine = (workers = 2): SpeechEngine => {
  const pool: EspeakWorker[] = [];
  const pick = (): EspeakWorker => {
    if (pool.length < workers) {
      const started = startWorker();
      pool.push(started);
      return started;
    }
    return pool.reduce((best, candidate) => (candidate.pending() < best.pending() ? candidate : best));
  };
  async function* synthesize(text: string, voice: EngineVoice, settings: SpeechSettings): AsyncIterable<PcmChunk> {
    const worker = pick();
    const args = espeakArguments(voice, settings);
    const segments = textSegments(text);
    let next = segments[0] === undefined ? null : worker.render(args, segments[0]);
    for (let index = 0; next !== null; index += 1) {
      const wav = await next;
      const following = segments[index + 1];
      next = following === undefined ? null : worker.render(args, following);
      const pcm = readWav(wav);
      yield { samples: pcm.samples, sampleRate: pcm.sampleRate, text: segments[index] ?? '' };
    }
  }
  return {
    synthesize,
    close: async () => {
      await Promise.all(pool.splice(0).map((worker) => worker.stop()));
    },
  };
};
