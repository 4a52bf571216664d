import type { Observable } from 'rxjs';
import type { NegativeFeedbackFlag, NegativeFeedbackFlags } from '@cadence/domain';

/** The open feedback dialog: free text for a thumbs up (with its counter), the five checkboxes for a thumbs down. */
export type FeedbackDialogView =
  | { readonly kind: 'positive'; readonly text: string; readonly remaining: number; readonly error: string | null; readonly submitting: boolean }
  | { readonly kind: 'negative'; readonly flags: NegativeFeedbackFlags; readonly error: string | null; readonly submitting: boolean };

/** The thumbs of the player bar and the dialog. */
export interface FeedbackView {
  /** False while the player holds nothing feedback can be given on. */
  readonly available: boolean;
  /** Reviewed feedback cannot be changed. */
  readonly locked: boolean;
  readonly thumb: 'up' | 'down' | null;
  readonly dialog: FeedbackDialogView | null;
}

/** Thumbs feedback on the item in the player; its toasts go to the app's notifications. */
export interface FeedbackUseCase {
  readonly view$: Observable<FeedbackView>;
  /** Opens the dialog when the text has 400 characters or fewer, else submits the thumbs up at once. */
  thumbsUp(): Observable<void>;
  /** Opens the dialog with the checkboxes. */
  thumbsDown(): Observable<void>;
  setText(text: string): void;
  toggleFlag(flag: NegativeFeedbackFlag): void;
  submit(): Observable<void>;
  closeDialog(): void;
}
