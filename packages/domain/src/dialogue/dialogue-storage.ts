import * as O from 'fp-ts/lib/Option.js';
import type { DialogueLine } from './dialogue-line.js';
import { normaliseDialogue } from './dialogue-rules.js';

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const decodeLine = (value: unknown): O.Option<DialogueLine> =>
  isRecord(value) && typeof value['text'] === 'string' && typeof value['voice_id'] === 'string'
    ? O.some({ text: value['text'], voice_id: value['voice_id'] })
    : O.none;

/**
 * Decodes a stored dialogue: it must be an array whose every entry is an object with string text and
 * voice_id, else it is ignored (none); a valid one is normalised (empty lines dropped, 50 lines kept).
 */
export const decodeStoredDialogue = (stored: unknown): O.Option<readonly DialogueLine[]> => {
  if (!Array.isArray(stored)) return O.none;
  const lines: DialogueLine[] = [];
  for (const entry of stored as readonly unknown[]) {
    const line = decodeLine(entry);
    if (O.isNone(line)) return O.none;
    lines.push(line.value);
  }
  return O.some(normaliseDialogue(lines));
};

/** Decodes a stored dialogue from its JSON text; text that is not JSON is ignored like any bad shape. */
export const decodeStoredDialogueJson = (json: string): O.Option<readonly DialogueLine[]> => {
  try {
    return decodeStoredDialogue(JSON.parse(json) as unknown);
  } catch {
    return O.none;
  }
};
