import { espeakArguments } from './espeak/espeak-arguments.js';
import { pcmOfBytes, RAW_PCM } from './audio-decoding.js';
import { runFfmpeg } from './ffmpeg.js';
import type { EngineVoice, SpeechSettings } from './speech-engine.port.js';
import type { Pcm } from './wav.js';

/** eSpeak NG's neutral base pitch (-p 50). */
const NEUTRAL_PITCH = 50;
/** Semitones per step of eSpeak's 0–99 pitch: the whole range spans about two octaves. */
const SEMITONES_PER_STEP = 0.24;
/** Female voices render with eSpeak's +f3 variant (higher), male voices without: a shift of their own. */
const GENDER_SEMITONES = { female: 2, male: -2 } as const;

const clamp = (value: number, low: number, high: number): number => Math.min(high, Math.max(low, value));

/** The base pitch (-p) the voice would get from eSpeak with these settings: one mapping for TTS and STS. */
const espeakPitch = (voice: EngineVoice, settings: SpeechSettings): number => {
  const args = espeakArguments(voice, settings);
  return Number(args[args.indexOf('-p') + 1] ?? NEUTRAL_PITCH);
};

/**
 * How the recording is shifted towards the target voice: the pitch ratio from the voice's eSpeak pitch against a
 * neutral 50 plus its gender's offset, and the tempo from voice_settings.speed.
 */
export const conversionOf = (voice: EngineVoice, settings: SpeechSettings): { readonly pitch: number; readonly tempo: number } => {
  const semitones = (espeakPitch(voice, settings) - NEUTRAL_PITCH) * SEMITONES_PER_STEP + GENDER_SEMITONES[voice.gender];
  return { pitch: clamp(2 ** (semitones / 12), 0.5, 2), tempo: clamp(settings.speed, 0.5, 2) };
};

const fixed = (value: number): string => value.toFixed(4);

/** Re-voices PCM with ffmpeg's rubberband filter: pitch shifted without changing timing, tempo without changing pitch. */
export const convertVoice = async (pcm: Pcm, voice: EngineVoice, settings: SpeechSettings): Promise<Pcm> => {
  const { pitch, tempo } = conversionOf(voice, settings);
  const raw = RAW_PCM(pcm.sampleRate);
  const bytes = new Uint8Array(pcm.samples.buffer, pcm.samples.byteOffset, pcm.samples.byteLength);
  const out = await runFfmpeg([...raw, '-i', 'pipe:0', '-af', `rubberband=pitch=${fixed(pitch)}:tempo=${fixed(tempo)}`, ...raw, 'pipe:1'], bytes);
  return pcmOfBytes(out, pcm.sampleRate);
};
