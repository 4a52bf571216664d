import {
  DIALOGUE_MAX_CHARACTERS, DIALOGUE_MAX_LINES, dialogueCharacterCount, validateDialogue, type DialogueError,
} from '@cadence/domain';
import type { AppContext } from '../app-context.js';
import { fail, isFailure, type Failure } from '../http/failure.js';
import type { OperationTable } from '../http/operation-table.js';
import { securedOperation, type Caller, type OperationInput, type Outcome } from '../http/operation.js';
import { findBuiltinVoice, type BuiltinVoice } from './builtin-voices/builtin-voices.js';
import { answerAudio } from './generation-answer.js';
import { generationHeaders, newHistoryItemId } from './generation-ids.js';
import { storeHistoryItem, type DialogueLineRecord } from './history-repository.js';
import { findModel } from './models.js';
import { contentTypeOf, DEFAULT_OUTPUT_FORMAT, parseOutputFormat } from './output-format.js';
import type { PcmChunk, SpeechEngine, SpeechSettings } from './speech-engine.port.js';
import { encodeSpeech } from './speech-generation.js';
import { chargeCharacters, startGeneration } from './speech-quota.js';
import { savedSettings } from './voice-operations.js';

interface DialogueBody {
  readonly inputs: readonly { readonly text: string; readonly voice_id: string }[];
  readonly model_id?: string;
  readonly settings?: { readonly stability?: number } | null;
}

/** A line ready to render: its text, voice and that voice's settings. */
interface VoicedLine {
  readonly text: string;
  readonly voice: BuiltinVoice;
  readonly settings: SpeechSettings;
}

/** The pause between two lines, so speakers do not run into each other. */
const PAUSE_SECONDS = 0.25;

const DIALOGUE_FAILURES: Readonly<Record<DialogueError, (characters: number) => Failure>> = {
  tooManyLines: () => fail('invalid_request', `A dialogue has at most ${DIALOGUE_MAX_LINES} lines.`),
  tooManyCharacters: (characters) =>
    fail('invalid_request', `The dialogue has ${characters} characters; at most ${DIALOGUE_MAX_CHARACTERS} are allowed over all its lines.`),
};

/** Every line through the engine in its own voice, a short silence between lines; one stream of PCM. */
async function* renderLines(engine: SpeechEngine, lines: readonly VoicedLine[]): AsyncIterable<PcmChunk> {
  let rate = 0;
  for (const [index, line] of lines.entries()) {
    if (index > 0 && rate > 0) yield { samples: new Int16Array(Math.round(rate * PAUSE_SECONDS)), sampleRate: rate, text: '\n' };
    for await (const chunk of engine.synthesize(line.text, { engineVoice: line.voice.espeakVoice, gender: line.voice.gender }, line.settings)) {
      rate = chunk.sampleRate;
      yield chunk;
    }
  }
}

/** The voices of the lines, or voice_not_found naming the first unknown one. */
const voicesOf = (inputs: DialogueBody['inputs']): readonly BuiltinVoice[] | Failure => {
  const voices: BuiltinVoice[] = [];
  for (const line of inputs) {
    const voice = findBuiltinVoice(line.voice_id);
    if (voice === null) return fail('voice_not_found', `A voice with the voice_id ${line.voice_id} was not found.`);
    voices.push(voice);
  }
  return voices;
};

/** Each line with its voice's saved settings, the request's stability over them. */
const voicedLines = async (ctx: AppContext, workspaceId: string, body: DialogueBody, voices: readonly BuiltinVoice[]): Promise<readonly VoicedLine[]> =>
  Promise.all(body.inputs.map(async (line, index) => {
    const voice = voices[index] as BuiltinVoice;
    const stability = body.settings?.stability;
    return { text: line.text, voice, settings: { ...(await savedSettings(ctx, workspaceId, voice.voice_id)), ...(stability === undefined ? {} : { stability }) } };
  }));

const textToDialogue = (ctx: AppContext, streaming: boolean) =>
  async (input: OperationInput<DialogueBody>, caller: Caller): Promise<Outcome> => {
    const valid = validateDialogue(input.body.inputs);
    if (valid._tag === 'Left') return DIALOGUE_FAILURES[valid.left](dialogueCharacterCount(input.body.inputs));
    const voices = voicesOf(input.body.inputs);
    if (isFailure(voices)) return voices;
    const model = findModel(input.body.model_id ?? 'eleven_v3');
    if (model === null) return fail('model_not_found');
    const cost = dialogueCharacterCount(input.body.inputs);
    const release = await startGeneration(ctx, caller.workspaceId, cost);
    if (isFailure(release)) return release;
    const lines = await voicedLines(ctx, caller.workspaceId, input.body, voices);
    const count = await chargeCharacters(ctx, caller.workspaceId, cost);
    const format = parseOutputFormat(String(input.query['output_format'] ?? DEFAULT_OUTPUT_FORMAT));
    const historyItemId = newHistoryItemId();
    const dialogue: readonly DialogueLineRecord[] = lines.map((line) => ({ text: line.text, voice_id: line.voice.voice_id, voice_name: line.voice.name }));
    const [first] = lines;
    return answerAudio({
      pieces: encodeSpeech(renderLines(ctx.speech, lines), format, streaming), format, streaming, release,
      headers: generationHeaders(historyItemId, cost),
      // The item is filed under the first line's voice (the history has one voice per item) and names every voice.
      store: (audio) => storeHistoryItem(ctx.db, {
        historyItemId, workspaceId: caller.workspaceId, userId: caller.userId, voiceId: first?.voice.voice_id ?? '',
        voiceName: [...new Set(lines.map((line) => line.voice.name))].join(', '), modelId: model.model_id,
        text: lines.map((line) => line.text).join('\n'), settings: first?.settings ?? null, nowMs: ctx.clock.now(),
        characterCountFrom: count.from, characterCountTo: count.to, contentType: contentTypeOf(format), audio, dialogue, outputFormat: format.name,
      }),
    });
  };

export const dialogueOperations = (ctx: AppContext): OperationTable<'textToDialogue' | 'textToDialogueStream'> => ({
  textToDialogue: securedOperation(textToDialogue(ctx, false)),
  textToDialogueStream: securedOperation(textToDialogue(ctx, true)),
});
