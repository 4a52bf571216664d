// The MP3 path of a long generation without the speech engine: 2,000 characters rendered once by espeak-ng, then
// their PCM resampled and encoded the way a request does (one continuous encoder, chunk by chunk), several times.
// Prints figures; asserts nothing. Run: npx tsx --conditions=@cadence/source bench/mp3-encoder.mjs
import { performance } from 'node:perf_hooks';
import { createAudioEncoder } from '../packages/server/src/speech/audio-encoder.ts';
import { createEspeakEngine } from '../packages/server/src/speech/espeak/espeak-engine.adapter.ts';
import { parseOutputFormat } from '../packages/server/src/speech/output-format.ts';
import { createResampler } from '../packages/server/src/speech/resampler.ts';

const SENTENCE = 'The quick brown fox jumps over the lazy dog, and the evening light settles on the quiet harbour. ';
const TEXT = SENTENCE.repeat(Math.ceil(2000 / SENTENCE.length)).slice(0, 2000).trim();
const RUNS = Number(process.env.BENCH_RUNS ?? '5');
const SETTINGS = { stability: 0.5, similarity_boost: 0.75, style: 0, use_speaker_boost: true, speed: 1 };

const engine = createEspeakEngine(1);
const chunks = [];
for await (const chunk of engine.synthesize(TEXT, { engineVoice: 'en-gb-x-rp', gender: 'female' }, SETTINGS)) chunks.push(chunk);
await engine.close();
const samples = chunks.reduce((sum, chunk) => sum + chunk.samples.length, 0);
const rate = chunks[0]?.sampleRate ?? 22050;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/** Median wall and CPU ms of RUNS runs: CPU time stays meaningful when other programs share the cores. */
const time = (work) => {
  const wall = [];
  const cpu = [];
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    const usage = process.cpuUsage();
    work();
    const used = process.cpuUsage(usage);
    wall.push(performance.now() - start);
    cpu.push((used.user + used.system) / 1000);
  }
  return { 'wall ms': Math.round(median(wall)), 'cpu ms': Math.round(median(cpu)) };
};

const resample = (to) => () => {
  const run = createResampler(rate, to);
  for (const chunk of chunks) run(chunk.samples);
};
const encode = (name) => () => {
  const encoder = createAudioEncoder(parseOutputFormat(name), true);
  for (const chunk of chunks) encoder.encode(chunk.samples, chunk.sampleRate);
  encoder.finish();
};

console.log(`${TEXT.length} characters: ${chunks.length} chunks, ${(samples / rate).toFixed(1)} s of ${rate} Hz PCM; median of ${RUNS} runs`);
console.table({
  [`resample ${rate} → 44100 Hz`]: time(resample(44100)),
  'encode mp3_44100_128 (resample + lamejs)': time(encode('mp3_44100_128')),
  'encode mp3_22050_32': time(encode('mp3_22050_32')),
  'encode wav_44100': time(encode('wav_44100')),
});
