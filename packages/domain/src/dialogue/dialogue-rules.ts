import * as E from 'fp-ts/lib/Either.js';
import type { DialogueLine } from './dialogue-line.js';
import { DIALOGUE_MAX_CHARACTERS, DIALOGUE_MAX_LINES } from './dialogue-line.js';
import { normaliseTagWhitespace } from './dialogue-tags.js';

/** Why a dialogue cannot be generated. */
export type DialogueError = 'tooManyLines' | 'tooManyCharacters';

/**
 * Normalises a dialogue: tag whitespace normalised in every text, lines whose text is empty after
 * trimming dropped, and only the first 50 lines kept.
 */
export const normaliseDialogue = (lines: readonly DialogueLine[]): readonly DialogueLine[] =>
  lines
    .map((line) => ({ text: normaliseTagWhitespace(line.text), voice_id: line.voice_id }))
    .filter((line) => line.text.trim() !== '')
    .slice(0, DIALOGUE_MAX_LINES);

/** The characters a dialogue counts against its limit: the sum of its line texts' lengths. */
export const dialogueCharacterCount = (lines: readonly Pick<DialogueLine, 'text'>[]): number =>
  lines.reduce((sum, line) => sum + line.text.length, 0);

/** True while another line may be added: fewer than 50 lines. */
export const canAddDialogueLine = (lines: readonly DialogueLine[]): boolean => lines.length < DIALOGUE_MAX_LINES;

/** Checks a dialogue against the limits of 50 lines and 3000 characters in total. */
export const validateDialogue = (lines: readonly DialogueLine[]): E.Either<DialogueError, readonly DialogueLine[]> => {
  if (lines.length > DIALOGUE_MAX_LINES) return E.left('tooManyLines');
  if (dialogueCharacterCount(lines) > DIALOGUE_MAX_CHARACTERS) return E.left('tooManyCharacters');
  return E.right(lines);
};
