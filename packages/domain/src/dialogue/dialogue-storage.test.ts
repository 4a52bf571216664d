import { describe, it, expect } from 'vitest';
import * as O from 'fp-ts/lib/Option.js';
import { decodeStoredDialogue, decodeStoredDialogueJson } from './dialogue-storage.js';
import { DIALOGUE_STORAGE_MAX_AGE_SECONDS } from './dialogue-line.js';

describe('decodeStoredDialogue', () => {
  it('accepts an array of objects with string text and voice_id', () => {
    expect(decodeStoredDialogue([{ text: 'Hi', voice_id: 'a', extra: 1 }])).toEqual(O.some([{ text: 'Hi', voice_id: 'a' }]));
  });

  it('drops empty lines from a stored dialogue', () => {
    expect(decodeStoredDialogue([{ text: ' ', voice_id: 'a' }, { text: 'Yo', voice_id: 'b' }])).toEqual(
      O.some([{ text: 'Yo', voice_id: 'b' }]),
    );
  });

  it('ignores anything else', () => {
    expect(decodeStoredDialogue({ text: 'Hi', voice_id: 'a' })).toEqual(O.none);
    expect(decodeStoredDialogue([{ text: 'Hi' }])).toEqual(O.none);
    expect(decodeStoredDialogue([{ text: 'Hi', voice_id: 3 }])).toEqual(O.none);
    expect(decodeStoredDialogue([{ text: 'Hi', voice_id: 'a' }, null])).toEqual(O.none);
    expect(decodeStoredDialogue('[]')).toEqual(O.none);
  });

  it('decodes JSON text and ignores text that is not JSON', () => {
    expect(decodeStoredDialogueJson('[{"text":"Hi","voice_id":"a"}]')).toEqual(O.some([{ text: 'Hi', voice_id: 'a' }]));
    expect(decodeStoredDialogueJson('not json')).toEqual(O.none);
  });

  it('keeps the stored dialogue for 604800 s', () => {
    expect(DIALOGUE_STORAGE_MAX_AGE_SECONDS).toBe(604800);
  });
});
