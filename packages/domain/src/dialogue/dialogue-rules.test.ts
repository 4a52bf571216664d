import { describe, it, expect } from 'vitest';
import * as E from 'fp-ts/lib/Either.js';
import { canAddDialogueLine, dialogueCharacterCount, normaliseDialogue, validateDialogue } from './dialogue-rules.js';

const line = (text: string, voice_id = 'v1') => ({ text, voice_id });

describe('normaliseDialogue', () => {
  it('drops lines that are empty after trimming and normalises tags', () => {
    expect(normaliseDialogue([line('  '), line('[ happy ] Hi'), line('')])).toEqual([line('[happy] Hi')]);
  });

  it('keeps at most 50 lines', () => {
    const lines = Array.from({ length: 60 }, (_, index) => line(`line ${index}`));
    const result = normaliseDialogue(lines);
    expect(result).toHaveLength(50);
    expect(result[49]).toEqual(line('line 49'));
  });
});

describe('dialogue limits', () => {
  it('counts characters over all line texts', () => {
    expect(dialogueCharacterCount([line('abc'), line('de')])).toBe(5);
  });

  it('accepts exactly 3000 characters and refuses 3001', () => {
    expect(validateDialogue([line('a'.repeat(1500)), line('b'.repeat(1500))])).toEqual(
      E.right([line('a'.repeat(1500)), line('b'.repeat(1500))]),
    );
    expect(validateDialogue([line('a'.repeat(1500)), line('b'.repeat(1501))])).toEqual(E.left('tooManyCharacters'));
  });

  it('refuses more than 50 lines and stops adding at 50', () => {
    const fifty = Array.from({ length: 50 }, () => line('x'));
    expect(canAddDialogueLine(fifty.slice(1))).toBe(true);
    expect(canAddDialogueLine(fifty)).toBe(false);
    expect(validateDialogue([...fifty, line('y')])).toEqual(E.left('tooManyLines'));
  });
});
