import type { Observable } from 'rxjs';
import type { DialogueLine } from '@cadence/domain';

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

/**
 * Dialogue mode: lines with a voice each, kept in the browser. Edits count while `view$` is subscribed (the page
 * subscribes before it sends any); what to generate is derived from the view's lines (dialogueToGenerate).
 */
export interface DialogueUseCase {
  readonly view$: Observable<DialogueView>;
  addLine(voiceId: string): void;
  removeLine(index: number): void;
  setText(index: number, text: string): void;
  setVoice(index: number, voiceId: string): void;
}
