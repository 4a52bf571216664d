import * as E from 'fp-ts/lib/Either.js';
import type { DialogueLine } from '@cadence/domain';
import { describe, expect, it } from 'vitest';
import { dialogueToGenerate, dialogueView, EMPTY_DIALOGUE, isDialogueEmpty, reduceDialogue, type DialogueEvent } from './dialogue.reducer.js';

const run = (events: readonly DialogueEvent[], from: readonly DialogueLine[] = EMPTY_DIALOGUE) => events.reduce(reduceDialogue, from);

describe('the dialogue reducer', () => {
  it('adds, edits and removes lines', () => {
    const lines = run([
      { type: 'textChanged', index: 0, text: 'Hi' },
      { type: 'lineAdded', voiceId: 'v2' },
      { type: 'voiceChanged', index: 0, voiceId: 'v1' },
      { type: 'textChanged', index: 1, text: 'Hello' },
      { type: 'lineAdded', voiceId: '' },
      { type: 'lineRemoved', index: 2 },
    ]);
    expect(lines).toEqual([{ text: 'Hi', voice_id: 'v1' }, { text: 'Hello', voice_id: 'v2' }]);
    expect(run([{ type: 'lineRemoved', index: 0 }, { type: 'lineRemoved', index: 0 }], lines)).toEqual(EMPTY_DIALOGUE);
  });

  it('answers the same lines for an edit that changes nothing: a 51st line, or a line that is not there', () => {
    const full = run(Array.from({ length: 49 }, (): DialogueEvent => ({ type: 'lineAdded', voiceId: 'v1' })));
    expect(full).toHaveLength(50);
    expect(reduceDialogue(full, { type: 'lineAdded', voiceId: 'v1' })).toBe(full);
    expect(reduceDialogue(full, { type: 'textChanged', index: 50, text: 'x' })).toBe(full);
    expect(reduceDialogue(full, { type: 'lineRemoved', index: -1 })).toBe(full);
    expect(dialogueView(full)).toMatchObject({ canAddLine: false, maxLines: 50, maxCharacters: 3000, error: null });
  });

  it('says when a dialogue is over 3000 characters, and refuses to generate it', () => {
    const long = run([{ type: 'textChanged', index: 0, text: 'x'.repeat(3001) }]);
    expect(dialogueView(long).error).toBe('A dialogue has at most 3000 characters in all.');
    expect(dialogueToGenerate(long, 'v9')).toEqual(E.left('A dialogue has at most 3000 characters in all.'));
  });

  it('generates the lines without the empty ones, blank voices filled in with the default', () => {
    const lines = [{ text: 'First', voice_id: '' }, { text: '  ', voice_id: 'v2' }, { text: 'Third', voice_id: 'v3' }];
    expect(dialogueToGenerate(lines, 'v9')).toEqual(E.right([{ text: 'First', voice_id: 'v9' }, { text: 'Third', voice_id: 'v3' }]));
  });

  it('counts a dialogue whose lines have no text as empty', () => {
    expect(isDialogueEmpty([{ text: ' ', voice_id: 'v1' }, { text: '', voice_id: '' }])).toBe(true);
    expect(isDialogueEmpty([{ text: '', voice_id: '' }, { text: 'a', voice_id: '' }])).toBe(false);
  });
});
