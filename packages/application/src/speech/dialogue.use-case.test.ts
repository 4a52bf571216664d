import { firstValueFrom } from 'rxjs';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../shared/testing/shared-fakes.js';
import { createDialogueUseCase, DIALOGUE_SAVED_AT_STORAGE_KEY, DIALOGUE_STORAGE_KEY } from './dialogue.use-case.js';

const NOW = 1_790_000_000_000;
const clock = { nowMs: () => NOW };

describe('dialogue', () => {
  it('stores every change and restores it when the page opens again', async () => {
    const storage = memoryStorage();
    const first = createDialogueUseCase({ storage, clock });
    first.setText(0, 'Hello [ whispers ] there');
    first.setVoice(0, 'v1');
    first.addLine('v2');
    first.setText(1, 'Hi!');
    const again = createDialogueUseCase({ storage, clock });
    const view = await firstValueFrom(again.view$);
    expect(view.lines).toEqual([{ text: 'Hello [whispers] there', voice_id: 'v1' }, { text: 'Hi!', voice_id: 'v2' }]);
    expect(view.characterCount).toBe(25);
  });

  it('ignores a stored dialogue of the wrong shape or older than seven days', async () => {
    const bad = memoryStorage({ [DIALOGUE_STORAGE_KEY]: '[{"text":1}]', [DIALOGUE_SAVED_AT_STORAGE_KEY]: String(NOW) });
    expect((await firstValueFrom(createDialogueUseCase({ storage: bad, clock }).view$)).lines).toEqual([{ text: '', voice_id: '' }]);
    const old = memoryStorage({
      [DIALOGUE_STORAGE_KEY]: '[{"text":"Hi","voice_id":"v1"}]',
      [DIALOGUE_SAVED_AT_STORAGE_KEY]: String(NOW - 604_801_000),
    });
    expect((await firstValueFrom(createDialogueUseCase({ storage: old, clock }).view$)).lines).toEqual([{ text: '', voice_id: '' }]);
  });

  it('stops adding lines at 50', async () => {
    const dialogue = createDialogueUseCase({ storage: memoryStorage(), clock });
    for (let index = 0; index < 60; index += 1) dialogue.addLine('v1');
    const view = await firstValueFrom(dialogue.view$);
    expect(view.lines).toHaveLength(50);
    expect(view.canAddLine).toBe(false);
  });

  it('refuses more than 3000 characters and sends lines without the empty ones, voices filled in', async () => {
    const dialogue = createDialogueUseCase({ storage: memoryStorage(), clock });
    dialogue.setText(0, 'First');
    dialogue.addLine('');
    dialogue.addLine('v3');
    dialogue.setText(2, 'Third');
    expect(dialogue.linesToGenerate('v9')).toEqual(E.right([{ text: 'First', voice_id: 'v9' }, { text: 'Third', voice_id: 'v3' }]));
    dialogue.setText(1, 'x'.repeat(2991));
    expect((await firstValueFrom(dialogue.view$)).error).toBe('A dialogue has at most 3000 characters in all.');
    expect(dialogue.linesToGenerate('v9')).toEqual(E.left('A dialogue has at most 3000 characters in all.'));
  });
});
