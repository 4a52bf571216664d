import { defer, filter, map, scan, shareReplay, startWith, Subject, tap, type Observable } from 'rxjs';
import * as O from 'fp-ts/lib/Option.js';
import { pipe } from 'fp-ts/lib/function.js';
import { decodeStoredDialogueJson, DIALOGUE_STORAGE_MAX_AGE_SECONDS, type DialogueLine } from '@cadence/domain';
import type { Clock } from '../shared/clock.port.js';
import type { KeyValueStore } from '../shared/key-value-store.port.js';
import { dialogueView, EMPTY_DIALOGUE, reduceDialogue, type DialogueEvent } from './dialogue.reducer.js';
import type { DialogueUseCase, DialogueView } from './dialogue.types.js';

/** Where the dialogue is kept in the browser (xi: keys are wiped on sign-out). */
export const DIALOGUE_STORAGE_KEY = 'xi:dialogue';
/** When the stored dialogue was saved (ms), so it expires after the domain's seven days. */
export const DIALOGUE_SAVED_AT_STORAGE_KEY = 'xi:dialogueSavedAt';

const restore = (storage: KeyValueStore, nowMs: number): readonly DialogueLine[] => {
  const savedAt = pipe(storage.get(DIALOGUE_SAVED_AT_STORAGE_KEY), O.map(Number), O.toNullable);
  const fresh = savedAt !== null && Number.isFinite(savedAt) && nowMs - savedAt <= DIALOGUE_STORAGE_MAX_AGE_SECONDS * 1000;
  const lines = fresh ? pipe(storage.get(DIALOGUE_STORAGE_KEY), O.chain(decodeStoredDialogueJson), O.toNullable) : null;
  return lines !== null && lines.length > 0 ? lines : EMPTY_DIALOGUE;
};

/**
 * The dialogue editor, a reducer (dialogue.reducer.ts) over the person's edits: at most 50 lines and 3000 characters
 * (domain rules). The dialogue is restored from the browser (validated by the domain, seven days at most) when the
 * view is first subscribed, and every change is stored back, so a page opening again finds it as it was.
 */
export const createDialogueUseCase = (deps: { readonly storage: KeyValueStore; readonly clock: Clock }): DialogueUseCase => {
  const intents = new Subject<DialogueEvent>();
  const store = (lines: readonly DialogueLine[]): void => {
    deps.storage.set(DIALOGUE_STORAGE_KEY, JSON.stringify(lines));
    deps.storage.set(DIALOGUE_SAVED_AT_STORAGE_KEY, String(deps.clock.nowMs()));
  };

  const view$: Observable<DialogueView> = defer(() => {
    const restored = restore(deps.storage, deps.clock.nowMs());
    // Only an edit that changed the lines is stored (one past the limits answers the same lines).
    return intents.pipe(
      scan((step, event) => {
        const lines = reduceDialogue(step.lines, event);
        return { lines, changed: lines !== step.lines };
      }, { lines: restored, changed: false }),
      filter((step) => step.changed),
      map((step) => step.lines),
      tap(store),
      startWith(restored),
      map(dialogueView),
    );
  }).pipe(shareReplay({ bufferSize: 1, refCount: true }));

  return {
    view$,
    addLine: (voiceId) => intents.next({ type: 'lineAdded', voiceId }),
    removeLine: (index) => intents.next({ type: 'lineRemoved', index }),
    setText: (index, text) => intents.next({ type: 'textChanged', index, text }),
    setVoice: (index, voiceId) => intents.next({ type: 'voiceChanged', index, voiceId }),
  };
};
