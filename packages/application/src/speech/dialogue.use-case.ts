import { BehaviorSubject, map, type Observable } from 'rxjs';
import * as E from 'fp-ts/lib/Either.js';
import * as O from 'fp-ts/lib/Option.js';
import { pipe } from 'fp-ts/lib/function.js';
import {
  canAddDialogueLine, decodeStoredDialogueJson, DIALOGUE_MAX_CHARACTERS, DIALOGUE_MAX_LINES, DIALOGUE_STORAGE_MAX_AGE_SECONDS,
  dialogueCharacterCount, normaliseDialogue, validateDialogue, type DialogueError, type DialogueLine,
} from '@cadence/domain';
import type { Clock } from '../shared/clock.port.js';
import type { KeyValueStore } from '../shared/key-value-store.port.js';

/** Where the dialogue is kept in the browser (xi: keys are wiped on sign-out). */
export const DIALOGUE_STORAGE_KEY = 'xi:dialogue';
/** When the stored dialogue was saved (ms), so it expires after the domain's seven days. */
export const DIALOGUE_SAVED_AT_STORAGE_KEY = 'xi:dialogueSavedAt';

/** The dialogue editor. */
export interface DialogueView {
  readonly lines: readonly DialogueLine[];
  readonly characterCount: number;
  readonly maxCharacters: number;
  readonly maxLines: number;
  readonly canAddLine: boolean;
  /** Why the dialogue cannot be generated as it is, or null. */
  readonly error: string | null;
}

/** Dialogue mode: lines with a voice each, kept in the browser. */
export interface DialogueUseCase {
  readonly view$: Observable<DialogueView>;
  addLine(voiceId: string): void;
  removeLine(index: number): void;
  setText(index: number, text: string): void;
  setVoice(index: number, voiceId: string): void;
  /** The lines to send: normalised (tags, empty lines dropped), blank voices filled in; Left when over the limits. */
  linesToGenerate(defaultVoiceId: string): E.Either<string, readonly DialogueLine[]>;
}

/** Our wording for the two limits (the spec gives only the numbers). */
export const dialogueErrorMessage = (error: DialogueError): string =>
  error === 'tooManyLines'
    ? `A dialogue has at most ${DIALOGUE_MAX_LINES} lines.`
    : `A dialogue has at most ${DIALOGUE_MAX_CHARACTERS} characters in all.`;

const EMPTY_DIALOGUE: readonly DialogueLine[] = [{ text: '', voice_id: '' }];

const restore = (storage: KeyValueStore, nowMs: number): readonly DialogueLine[] => {
  const savedAt = pipe(storage.get(DIALOGUE_SAVED_AT_STORAGE_KEY), O.map(Number), O.toNullable);
  const fresh = savedAt !== null && Number.isFinite(savedAt) && nowMs - savedAt <= DIALOGUE_STORAGE_MAX_AGE_SECONDS * 1000;
  const lines = fresh ? pipe(storage.get(DIALOGUE_STORAGE_KEY), O.chain(decodeStoredDialogueJson), O.toNullable) : null;
  return lines !== null && lines.length > 0 ? lines : EMPTY_DIALOGUE;
};

const toView = (lines: readonly DialogueLine[]): DialogueView => ({
  lines,
  characterCount: dialogueCharacterCount(lines),
  maxCharacters: DIALOGUE_MAX_CHARACTERS,
  maxLines: DIALOGUE_MAX_LINES,
  canAddLine: canAddDialogueLine(lines),
  error: pipe(validateDialogue(lines), E.match(dialogueErrorMessage, () => null)),
});

/**
 * The dialogue editor: at most 50 lines and 3000 characters (domain rules); every change is stored in the browser
 * and the stored dialogue (validated by the domain, seven days at most) is restored when the page opens again.
 */
export const createDialogueUseCase = (deps: { readonly storage: KeyValueStore; readonly clock: Clock }): DialogueUseCase => {
  const lines = new BehaviorSubject<readonly DialogueLine[]>(restore(deps.storage, deps.clock.nowMs()));
  const change = (next: readonly DialogueLine[]): void => {
    lines.next(next);
    deps.storage.set(DIALOGUE_STORAGE_KEY, JSON.stringify(next));
    deps.storage.set(DIALOGUE_SAVED_AT_STORAGE_KEY, String(deps.clock.nowMs()));
  };
  const edit = (index: number, patch: Partial<DialogueLine>): void =>
    change(lines.value.map((line, at) => (at === index ? { ...line, ...patch } : line)));

  return {
    view$: lines.pipe(map(toView)),
    addLine: (voiceId) => {
      if (canAddDialogueLine(lines.value)) change([...lines.value, { text: '', voice_id: voiceId }]);
    },
    removeLine: (index) => {
      const rest = lines.value.filter((_, at) => at !== index);
      change(rest.length === 0 ? EMPTY_DIALOGUE : rest);
    },
    setText: (index, text) => edit(index, { text }),
    setVoice: (index, voiceId) => edit(index, { voice_id: voiceId }),
    linesToGenerate: (defaultVoiceId) =>
      pipe(
        validateDialogue(lines.value),
        E.map((valid) => normaliseDialogue(valid).map((line) => (line.voice_id === '' ? { ...line, voice_id: defaultVoiceId } : line))),
        E.mapLeft(dialogueErrorMessage),
      ),
  };
};
