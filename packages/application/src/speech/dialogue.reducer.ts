import * as E from 'fp-ts/lib/Either.js';
import { pipe } from 'fp-ts/lib/function.js';
import {
  canAddDialogueLine, DIALOGUE_MAX_CHARACTERS, DIALOGUE_MAX_LINES, dialogueCharacterCount, normaliseDialogue, validateDialogue,
  type DialogueError, type DialogueLine,
} from '@cadence/domain';
import type { DialogueView } from './dialogue.types.js';

/** The person's edits of the dialogue. */
export type DialogueEvent =
  | { readonly type: 'lineAdded'; readonly voiceId: string }
  | { readonly type: 'lineRemoved'; readonly index: number }
  | { readonly type: 'textChanged'; readonly index: number; readonly text: string }
  | { readonly type: 'voiceChanged'; readonly index: number; readonly voiceId: string };

/** A dialogue always shows at least one line. */
export const EMPTY_DIALOGUE: readonly DialogueLine[] = [{ text: '', voice_id: '' }];

/** Our wording for the two limits (the spec gives only the numbers). */
export const dialogueErrorMessage = (error: DialogueError): string =>
  error === 'tooManyLines'
    ? `A dialogue has at most ${DIALOGUE_MAX_LINES} lines.`
    : `A dialogue has at most ${DIALOGUE_MAX_CHARACTERS} characters in all.`;

const edit = (lines: readonly DialogueLine[], index: number, change: Partial<DialogueLine>): readonly DialogueLine[] =>
  index >= 0 && index < lines.length ? lines.map((line, at) => (at === index ? { ...line, ...change } : line)) : lines;

/** The editor's reducer: at most 50 lines (domain rule); removing the last line leaves one empty line. An edit that changes nothing answers the same lines. */
export const reduceDialogue = (lines: readonly DialogueLine[], event: DialogueEvent): readonly DialogueLine[] => {
  switch (event.type) {
    case 'lineAdded':
      return canAddDialogueLine(lines) ? [...lines, { text: '', voice_id: event.voiceId }] : lines;
    case 'lineRemoved': {
      if (event.index < 0 || event.index >= lines.length) return lines;
      const rest = lines.filter((_, at) => at !== event.index);
      return rest.length === 0 ? EMPTY_DIALOGUE : rest;
    }
    case 'textChanged':
      return edit(lines, event.index, { text: event.text });
    case 'voiceChanged':
      return edit(lines, event.index, { voice_id: event.voiceId });
  }
};

/** What the editor shows: the counters against the domain's limits, and why it cannot be generated. */
export const dialogueView = (lines: readonly DialogueLine[]): DialogueView => ({
  lines,
  characterCount: dialogueCharacterCount(lines),
  maxCharacters: DIALOGUE_MAX_CHARACTERS,
  maxLines: DIALOGUE_MAX_LINES,
  canAddLine: canAddDialogueLine(lines),
  error: pipe(validateDialogue(lines), E.match(dialogueErrorMessage, () => null)),
});

/** A dialogue with no text on any line: nothing to generate. */
export const isDialogueEmpty = (lines: readonly DialogueLine[]): boolean => lines.every((line) => line.text.trim() === '');

/** The lines to send: normalised (tags, empty lines dropped), blank voices filled in; Left (the message) when over the limits. */
export const dialogueToGenerate = (lines: readonly DialogueLine[], defaultVoiceId: string): E.Either<string, readonly DialogueLine[]> =>
  pipe(
    validateDialogue(lines),
    E.map((valid) => normaliseDialogue(valid).map((line) => (line.voice_id === '' ? { ...line, voice_id: defaultVoiceId } : line))),
    E.mapLeft(dialogueErrorMessage),
  );
