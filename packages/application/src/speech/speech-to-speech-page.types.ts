import type { Observable } from 'rxjs';
import type * as O from 'fp-ts/lib/Option.js';
import type { HistoryItem } from '../history/history-item.js';
import type { SpeechSettingsView } from './speech-settings.types.js';

/** A file the person picked, as the page hands it over (the web wraps the browser's File). */
export interface ChosenFile {
  readonly name: string;
  /** The media type the browser reported ('' when it did not know). */
  readonly type: string;
  /** Its bytes, or none when the file cannot be read. */
  read(): Observable<O.Option<Uint8Array>>;
}

/** The speech-to-speech page once the pickers have loaded (or failed to). */
export interface SpeechToSpeechForm {
  readonly pending: false;
  /** Why the voices could not be loaded, or null. */
  readonly loadFailure: string | null;
  readonly settings: SpeechSettingsView;
  /** The recordings the server converts (WAV and MP3), as a file input's accept list. */
  readonly acceptedRecordings: string;
  /** The chosen recording's name, or null. */
  readonly fileName: string | null;
  /** The characters the plan has left ("75,000 of 100,000 characters remaining"), or null while unknown. */
  readonly quotaText: string | null;
  /** Shown when the plan has no characters left (Convert is then disabled), or null. */
  readonly quotaWarning: string | null;
  /** A recording is chosen, a voice selected, and the plan has characters left. */
  readonly canConvert: boolean;
  readonly generating: boolean;
  /** The last generation's failure, or null. */
  readonly generationError: string | null;
  /** The latest generation's history record (what the share button shares). */
  readonly latest: HistoryItem | null;
}

/** The page waits while the voices load. */
export type SpeechToSpeechPageView = { readonly pending: true } | SpeechToSpeechForm;

/**
 * The speech-to-speech page's view model: the chosen recording and Convert, composed from the pickers and the
 * generation. Intents count while `view$` is subscribed (the page subscribes first, then says it opened); a conversion, once started, outlives the page.
 */
export interface SpeechToSpeechPageUseCase {
  readonly view$: Observable<SpeechToSpeechPageView>;
  /** The page is shown (again) with an empty file input: no recording is chosen. */
  open(): void;
  /** The recording to convert (null when the choice was cleared). */
  chooseFile(file: ChosenFile | null): void;
  /** Reads the recording and converts it with the selected voice; an unreadable file is refused with an error toast. */
  convert(): void;
}
