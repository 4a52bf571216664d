import { firstValueFrom, type Subscription } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryStorage } from '../shared/testing/shared-fakes.js';
import type { DialogueView } from './dialogue.types.js';
import { createDialogueUseCase, DIALOGUE_SAVED_AT_STORAGE_KEY, DIALOGUE_STORAGE_KEY } from './dialogue.use-case.js';

const NOW = 1_790_000_000_000;
const clock = { nowMs: () => NOW };

describe('dialogue', () => {
  const subscriptions: Subscription[] = [];
  afterEach(() => subscriptions.splice(0).forEach((subscription) => subscription.unsubscribe()));

  /** Opens the editor (subscribes its view, as the page does before it sends any edit). */
  const open = (storage = memoryStorage()) => {
    const dialogue = createDialogueUseCase({ storage, clock });
    const views: DialogueView[] = [];
    subscriptions.push(dialogue.view$.subscribe((view) => views.push(view)));
    return { dialogue, storage, views, latest: (): DialogueView => views.at(-1) ?? (() => { throw new Error('no view'); })() };
  };

  it('stores every change and restores it when the page opens again', async () => {
    const first = open();
    first.dialogue.setText(0, 'Hello [ whispers ] there');
    first.dialogue.setVoice(0, 'v1');
    first.dialogue.addLine('v2');
    first.dialogue.setText(1, 'Hi!');
    expect(first.storage.entries[DIALOGUE_SAVED_AT_STORAGE_KEY]).toBe(String(NOW));
    const again = createDialogueUseCase({ storage: first.storage, clock });
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

  it('stops adding lines at 50, and stores nothing for an edit that changed nothing', () => {
    const t = open();
    for (let index = 0; index < 49; index += 1) t.dialogue.addLine('v1');
    const stored = t.storage.entries[DIALOGUE_STORAGE_KEY];
    const emitted = t.views.length;
    t.storage.remove(DIALOGUE_STORAGE_KEY);
    t.dialogue.addLine('v1');
    expect(t.latest().lines).toHaveLength(50);
    expect(t.latest().canAddLine).toBe(false);
    expect([t.views.length, t.storage.entries[DIALOGUE_STORAGE_KEY]]).toEqual([emitted, undefined]);
    expect(stored).toBeDefined();
  });

  it('keeps one empty line when the last line is removed', () => {
    const t = open();
    t.dialogue.setText(0, 'Only');
    t.dialogue.removeLine(0);
    expect(t.latest().lines).toEqual([{ text: '', voice_id: '' }]);
  });

  it('refuses more than 3000 characters in its view', () => {
    const t = open();
    t.dialogue.setText(0, 'First');
    t.dialogue.addLine('');
    t.dialogue.setText(1, 'x'.repeat(2996));
    expect(t.latest().error).toBe('A dialogue has at most 3000 characters in all.');
    expect(t.latest().characterCount).toBe(3001);
  });

  it('shares one state between every subscriber', () => {
    const t = open();
    const other: DialogueView[] = [];
    subscriptions.push(t.dialogue.view$.subscribe((view) => other.push(view)));
    t.dialogue.setText(0, 'Shared');
    expect(other.at(-1)?.lines).toEqual([{ text: 'Shared', voice_id: '' }]);
  });
});
