import type { AppContext } from '../app-context.js';
import { fail, isFailure, type Failure } from '../http/failure.js';
import type { OperationTable } from '../http/operation-table.js';
import { securedOperation, type Caller, type OperationInput, type Outcome } from '../http/operation.js';
import { decodeAudio } from './audio-decoding.js';
import { checkRecording } from './audio-upload.js';
import { findBuiltinVoice, type BuiltinVoice } from './builtin-voices/builtin-voices.js';
import { answerAudio } from './generation-answer.js';
import { generationHeaders, newHistoryItemId } from './generation-ids.js';
import { storeHistoryItem } from './history-repository.js';
import { contentTypeOf, DEFAULT_OUTPUT_FORMAT, parseOutputFormat } from './output-format.js';
import type { PcmChunk, SpeechSettings } from './speech-engine.port.js';
import { encodeSpeech } from './speech-generation.js';
import { chargeCharacters, startGeneration } from './speech-quota.js';
import { convertVoice } from './voice-conversion.js';
import { savedSettings } from './voice-operations.js';
import type { Pcm } from './wav.js';

interface SpeechToSpeechBody {
  readonly model_id?: string;
  readonly voice_settings?: string;
}

const SETTING_NAMES = ['stability', 'similarity_boost', 'style', 'use_speaker_boost', 'speed'] as const;

/** voice_settings is a JSON string (ElevenLabs' form field): only the known settings of the right type are taken. */
const requestSettings = (text: string | undefined): Partial<SpeechSettings> | Failure => {
  if (text === undefined || text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return fail('invalid_json', 'Field "voice_settings" must be voice settings as a JSON object.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return fail('invalid_json', 'Field "voice_settings" must be voice settings as a JSON object.');
  const wanted = (name: string, value: unknown): boolean => (name === 'use_speaker_boost' ? typeof value === 'boolean' : typeof value === 'number' && Number.isFinite(value));
  return Object.fromEntries(Object.entries(parsed).filter(([name, value]) => (SETTING_NAMES as readonly string[]).includes(name) && wanted(name, value)));
};

/** One character per 0.1 s of the recording, at least one. */
const costOf = (pcm: Pcm): number => Math.max(1, Math.ceil((pcm.samples.length / pcm.sampleRate) * 10));

/** The converted audio as one-second chunks, so a streamed answer arrives in pieces. */
async function* chunksOf(pcm: Pcm): AsyncIterable<PcmChunk> {
  for (let at = 0; at < pcm.samples.length; at += pcm.sampleRate) {
    yield { samples: pcm.samples.subarray(at, at + pcm.sampleRate), sampleRate: pcm.sampleRate, text: '' };
  }
}

const decodeRecording = async (bytes: Uint8Array): Promise<Pcm | Failure> => {
  try {
    const pcm = await decodeAudio(bytes);
    return pcm.samples.length === 0 ? fail('invalid_audio', 'The recording has no audio.') : pcm;
  } catch {
    return fail('invalid_audio', 'The recording could not be decoded: send a valid WAV (PCM 16-bit) or MP3 file.');
  }
};

/** What a conversion needs, checked before a slot is taken: the voice, the decoded recording, the settings. */
interface Conversion {
  readonly voice: BuiltinVoice;
  readonly recording: Pcm;
  readonly settings: SpeechSettings;
}

const prepare = async (ctx: AppContext, input: OperationInput<SpeechToSpeechBody>, caller: Caller): Promise<Conversion | Failure> => {
  const found = findBuiltinVoice(String(input.params['voice_id']));
  if (found === null) return fail('voice_not_found');
  const upload = checkRecording(input.files?.['audio']);
  if (isFailure(upload)) return upload;
  const overrides = requestSettings(input.body.voice_settings);
  if (isFailure(overrides)) return overrides;
  const recording = await decodeRecording(upload.bytes);
  if (isFailure(recording)) return recording;
  return { voice: found, recording, settings: { ...(await savedSettings(ctx, caller.workspaceId, found.voice_id)), ...overrides } };
};

/** Converts under a slot of the workspace: freed here when the conversion fails, by the answer otherwise. */
const convertUnder = async (release: () => void, conversion: Conversion): Promise<Pcm> => {
  try {
    return await convertVoice(conversion.recording, { engineVoice: conversion.voice.espeakVoice, gender: conversion.voice.gender }, conversion.settings);
  } catch (error) {
    release();
    throw error;
  }
};

const speechToSpeech = (ctx: AppContext, streaming: boolean) =>
  async (input: OperationInput<SpeechToSpeechBody>, caller: Caller): Promise<Outcome> => {
    const conversion = await prepare(ctx, input, caller);
    if (isFailure(conversion)) return conversion;
    const { voice, settings } = conversion;
    const cost = costOf(conversion.recording);
    const release = await startGeneration(ctx, caller.workspaceId, cost);
    if (isFailure(release)) return release;
    const converted = await convertUnder(release, conversion);
    const count = await chargeCharacters(ctx, caller.workspaceId, cost);
    const format = parseOutputFormat(String(input.query['output_format'] ?? DEFAULT_OUTPUT_FORMAT));
    const historyItemId = newHistoryItemId();
    return answerAudio({
      pieces: encodeSpeech(chunksOf(converted), format, streaming), format, streaming, release,
      headers: generationHeaders(historyItemId, cost),
      store: (audio) => storeHistoryItem(ctx.db, {
        historyItemId, workspaceId: caller.workspaceId, userId: caller.userId, voiceId: voice.voice_id, voiceName: voice.name,
        modelId: input.body.model_id ?? 'eleven_english_sts_v2', text: null, settings, nowMs: ctx.clock.now(), characterCountFrom: count.from,
        characterCountTo: count.to, contentType: contentTypeOf(format), audio, source: 'STS', outputFormat: format.name,
      }),
    });
  };

export const speechToSpeechOperations = (ctx: AppContext): OperationTable<'speechToSpeech' | 'speechToSpeechStream'> => ({
  speechToSpeech: securedOperation(speechToSpeech(ctx, false)),
  speechToSpeechStream: securedOperation(speechToSpeech(ctx, true)),
});
