import { DEFAULT_VOICE_SETTINGS } from '@cadence/domain';
import type { AppContext } from '../app-context.js';
import { fail, isFailure } from '../http/failure.js';
import type { OperationTable } from '../http/operation-table.js';
import { publicOperation, reply, securedOperation, type Caller, type OperationInput, type Outcome } from '../http/operation.js';
import { findModel, MODELS } from './models.js';
import { contentTypeOf, DEFAULT_OUTPUT_FORMAT, parseOutputFormat } from './output-format.js';
import { concatBytes } from './audio-encoder.js';
import { BUILTIN_VOICES } from './builtin-voices/builtin-voices.js';
import { storeHistoryItem } from './history-repository.js';
import { collect, keepAudio, streamOf } from './generation-answer.js';
import { generationHeaders, newHistoryItemId } from './generation-ids.js';
import { generateSpeech, mergeAlignments, type AudioPiece } from './speech-generation.js';
import type { SpeechSettings } from './speech-engine.port.js';
import { savedSettings } from './voice-operations.js';
import { chargeCharacters, startGeneration } from './speech-quota.js';


interface TextToSpeechBody {
  readonly text: string;
  readonly model_id?: string;
  readonly voice_settings?: Partial<SpeechSettings>;
}

type Shape = 'audio' | 'timestamps';

const base64 = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64');

const jsonLine = (piece: AudioPiece): Uint8Array =>
  new TextEncoder().encode(`${JSON.stringify({ audio_base64: base64(piece.audio), alignment: piece.alignment, normalized_alignment: piece.alignment })}\n`);

const textToSpeech = (ctx: AppContext, streaming: boolean, shape: Shape) =>
  async (input: OperationInput<TextToSpeechBody>, caller: Caller): Promise<Outcome> => {
    const voice = BUILTIN_VOICES.find((candidate) => candidate.voice_id === input.params['voice_id']);
    if (voice === undefined) return fail('voice_not_found');
    const model = findModel(input.body.model_id ?? 'eleven_multilingual_v2');
    if (model === null) return fail('model_not_found');
    if (input.body.text.length > model.maximum_text_length_per_request) {
      return fail('invalid_request', `The text is longer than ${model.maximum_text_length_per_request} characters, the limit of ${model.model_id}.`);
    }
    const cost = input.body.text.length;
    const release = await startGeneration(ctx, caller.workspaceId, cost);
    if (isFailure(release)) return release;
    const count = await chargeCharacters(ctx, caller.workspaceId, cost);
    const format = parseOutputFormat(String(input.query['output_format'] ?? DEFAULT_OUTPUT_FORMAT));
    // The request's settings over the workspace's saved settings for the voice over the defaults.
    const settings = { ...(await savedSettings(ctx, caller.workspaceId, voice.voice_id)), ...input.body.voice_settings };
    const pieces = generateSpeech(ctx.speech, { text: input.body.text, voice: { engineVoice: voice.espeakVoice, gender: voice.gender }, settings, format, streaming });
    const historyItemId = newHistoryItemId();
    const headers = generationHeaders(historyItemId, cost);
    const store = (audio: Uint8Array): Promise<void> => storeHistoryItem(ctx.db, {
      historyItemId, workspaceId: caller.workspaceId, userId: caller.userId, voiceId: voice.voice_id, voiceName: voice.name,
      modelId: model.model_id, text: input.body.text, settings, nowMs: ctx.clock.now(), characterCountFrom: count.from,
      characterCountTo: count.to, contentType: contentTypeOf(format), audio, outputFormat: format.name,
    });
    if (streaming) {
      const contentType = shape === 'audio' ? contentTypeOf(format) : 'application/x-ndjson';
      const heard: Uint8Array[] = [];
      const kept = keepAudio(pieces, heard);
      // The item is stored before the stream closes, so it is in the history once the last byte arrived.
      const finish = async (): Promise<void> => {
        release();
        await store(concatBytes(heard));
      };
      return { status: 200, body: streamOf(kept, shape === 'audio' ? (piece) => piece.audio : jsonLine, finish, release), headers: { ...headers, 'content-type': contentType } };
    }
    try {
      const all = await collect(pieces);
      const audio = Buffer.concat(all.map((piece) => piece.audio));
      await store(audio);
      if (shape === 'audio') return { status: 200, body: new Uint8Array(audio), headers: { ...headers, 'content-type': contentTypeOf(format) } };
      const alignment = mergeAlignments(all.map((piece) => piece.alignment));
      return { ...reply({ audio_base64: audio.toString('base64'), alignment, normalized_alignment: alignment }), headers };
    } finally {
      release();
    }
  };

export const speechOperations = (ctx: AppContext): OperationTable<
  'textToSpeech' | 'textToSpeechStream' | 'textToSpeechWithTimestamps' | 'textToSpeechStreamWithTimestamps' | 'listModels' | 'getDefaultVoiceSettings'
> => ({
  textToSpeech: securedOperation(textToSpeech(ctx, false, 'audio')),
  textToSpeechStream: securedOperation(textToSpeech(ctx, true, 'audio')),
  textToSpeechWithTimestamps: securedOperation(textToSpeech(ctx, false, 'timestamps')),
  textToSpeechStreamWithTimestamps: securedOperation(textToSpeech(ctx, true, 'timestamps')),
  listModels: securedOperation(() => Promise.resolve(reply(MODELS))),
  getDefaultVoiceSettings: publicOperation(() => Promise.resolve(reply(DEFAULT_VOICE_SETTINGS))),
});
