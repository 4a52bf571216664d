import type { EngineVoice, SpeechSettings } from '../speech-engine.port.js';

/** eSpeak NG's own default speed in words per minute. */
export const ESPEAK_DEFAULT_WPM = 175;

const clamp = (value: number, low: number, high: number): number => Math.min(high, Math.max(low, value));

/** The variant eSpeak NG applies for the voice's gender: female voices use +f3, male voices the base voice. */
const voiceWithVariant = (voice: EngineVoice): string => (voice.gender === 'female' ? `${voice.engineVoice}+f3` : voice.engineVoice);

/**
 * The eSpeak NG options of a generation (see docs/speech.md): speed scales the words per minute, stability narrows
 * the pitch range (-P: 1 is monotone, 0 is lively), style raises the base pitch (-p), speaker boost raises the
 * amplitude. similarity_boost has no counterpart. -D makes the output deterministic.
 */
export const espeakArguments = (voice: EngineVoice, settings: SpeechSettings): readonly string[] => [
  '-D',
  '-v', voiceWithVariant(voice),
  '-s', String(Math.round(clamp(ESPEAK_DEFAULT_WPM * settings.speed, 80, 450))),
  '-P', String(Math.round(clamp(90 - 80 * settings.stability, 0, 99))),
  '-p', String(Math.round(clamp(45 + 30 * settings.style, 0, 99))),
  '-a', String(settings.use_speaker_boost ? 120 : 100),
];
