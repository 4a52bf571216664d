import type { Observable } from 'rxjs';
import type { HistoryItem } from '../history/history-item.js';
import type { DialogueView } from './dialogue.types.js';
import type { SpeechSettingsView } from './speech-settings.types.js';

/** What the text-to-speech page generates from: one text, or a dialogue. */
export type TextToSpeechMode = 'text' | 'dialogue';

/** The text-to-speech page once the pickers have loaded (or failed to). */
export interface TextToSpeechForm {
  readonly pending: false;
  /** Why the voices could not be loaded, or null. */
  readonly loadFailure: string | null;
  readonly mode: TextToSpeechMode;
  readonly text: string;
  /** The characters the request costs: the text's, or the dialogue's lines' together. */
  readonly characterCount: number;
  /** The quota text: the request's cost and the characters the plan has left (the cost alone while unknown). */
  readonly quotaText: string;
  /** Shown before a request that costs more than the plan has left (Generate is then disabled), or null. */
  readonly quotaWarning: string | null;
  readonly settings: SpeechSettingsView;
  readonly dialogue: DialogueView;
  /** The voice a new dialogue line starts with ('' when none is selected). */
  readonly defaultVoiceId: string;
  /** A voice is selected, there is something to say, and the plan has the characters for it. */
  readonly canGenerate: boolean;
  readonly generating: boolean;
  /** The last generation's failure, or null. */
  readonly generationError: string | null;
  /** The latest generation's history record (what the share button shares). */
  readonly latest: HistoryItem | null;
}

/** The page waits while the voices and models load. */
export type TextToSpeechPageView = { readonly pending: true } | TextToSpeechForm;

/**
 * The text-to-speech page's view model: the mode, the text, and Generate, composed from the pickers, the dialogue
 * editor and the generation. Intents count while `view$` is subscribed (the page subscribes first, then says it
 * opened); a generation, once started, outlives the page.
 */
export interface TextToSpeechPageUseCase {
  readonly view$: Observable<TextToSpeechPageView>;
  /** The page is shown (again): the mode and the text start afresh. */
  open(): void;
  chooseMode(mode: TextToSpeechMode): void;
  changeText(text: string): void;
  /** Generates the text or the dialogue; a dialogue over the limits is refused with an error toast. */
  generate(): void;
  /** Adds a dialogue line with the selected voice. */
  addLine(): void;
  removeLine(index: number): void;
  setLineText(index: number, text: string): void;
  /** Sets a line's voice, which goes through the same safety rule as the page's voice picker. */
  setLineVoice(index: number, voiceId: string): void;
}
