import { isQuotaUsedUp, QUOTA_USED_UP_MESSAGE, remainingCharacters, remainingQuotaText, UNLIMITED, type CharacterUsage } from '@cadence/domain';
import { speakerOf, voicesLoadFailure } from './generate-page.js';
import type { GenerationVoice, GenerationView } from './generation.types.js';
import type { RecordingFile } from './speech-api.port.js';
import type { SpeechSettingsView } from './speech-settings.types.js';
import type { ChosenFile, SpeechToSpeechPageView } from './speech-to-speech-page.types.js';

/** The recordings the server converts: WAV and MP3, by media type and by extension. */
export const ACCEPTED_RECORDINGS = 'audio/wav,audio/x-wav,audio/mpeg,audio/mp3,.wav,.mp3';

/** The media type a recording is sent as when the browser did not know it. */
const UNKNOWN_CONTENT_TYPE = 'application/octet-stream';

/** The page's own state (the chosen file) and the latest views it is composed from (null until they emit). */
export interface SpeechToSpeechPageState {
  readonly file: ChosenFile | null;
  readonly settings: SpeechSettingsView | null;
  readonly generation: GenerationView | null;
  /** The plan's character usage; null until known, or when it could not be loaded. */
  readonly usage: CharacterUsage | null;
}

export const INITIAL_SPEECH_TO_SPEECH_PAGE: SpeechToSpeechPageState = { file: null, settings: null, generation: null, usage: null };

export type SpeechToSpeechPageEvent =
  /** The page is shown again with an empty file input: no recording is chosen. */
  | { readonly type: 'pageOpened' }
  | { readonly type: 'fileChosen'; readonly file: ChosenFile | null }
  | { readonly type: 'convertPressed' }
  | { readonly type: 'settingsSeen'; readonly view: SpeechSettingsView }
  | { readonly type: 'generationSeen'; readonly view: GenerationView }
  | { readonly type: 'usageSeen'; readonly usage: CharacterUsage | null };

/** What Convert asks for: read this file, then convert it with this voice. */
export interface ConvertCommand {
  readonly file: ChosenFile;
  readonly voice: GenerationVoice;
}

export const reduceSpeechToSpeechPage = (state: SpeechToSpeechPageState, event: SpeechToSpeechPageEvent): SpeechToSpeechPageState => {
  switch (event.type) {
    case 'pageOpened':
      return { ...state, file: null };
    case 'fileChosen':
      return { ...state, file: event.file };
    case 'settingsSeen':
      return { ...state, settings: event.view };
    case 'generationSeen':
      return { ...state, generation: event.view };
    case 'usageSeen':
      return { ...state, usage: event.usage };
    case 'convertPressed':
      return state;
  }
};

const PENDING: SpeechToSpeechPageView = { pending: true };

/**
 * A conversion costs by the recording's length, which only the service measures: the page shows what the plan has
 * left and refuses only when nothing is left.
 */
const usedUp = (usage: CharacterUsage | null): boolean => usage !== null && isQuotaUsedUp(usage);

const quotaText = (usage: CharacterUsage | null): string | null => {
  if (usage === null) return null;
  const remaining = remainingCharacters(usage);
  return remainingQuotaText(remaining, remaining === UNLIMITED ? UNLIMITED : usage.characterLimit);
};

/** What the page renders; pending until every view arrived and while the pickers load. */
export const speechToSpeechPageView = (state: SpeechToSpeechPageState): SpeechToSpeechPageView => {
  const { settings, generation, file } = state;
  if (settings === null || generation === null || settings.status === 'loading') return PENDING;
  return {
    pending: false,
    loadFailure: voicesLoadFailure(settings),
    settings,
    acceptedRecordings: ACCEPTED_RECORDINGS,
    fileName: file?.name ?? null,
    quotaText: quotaText(state.usage),
    quotaWarning: usedUp(state.usage) ? QUOTA_USED_UP_MESSAGE : null,
    canConvert: file !== null && settings.selectedVoice !== null && !usedUp(state.usage),
    generating: generation.generating,
    generationError: generation.error,
    latest: generation.latest,
  };
};

/** The conversion Convert asks for, when a recording is chosen, a voice selected and the plan has characters left. */
export const speechToSpeechPageCommands = (event: SpeechToSpeechPageEvent, state: SpeechToSpeechPageState): readonly ConvertCommand[] => {
  const voice = state.settings?.selectedVoice ?? null;
  return event.type === 'convertPressed' && state.file !== null && voice !== null && !usedUp(state.usage)
    ? [{ file: state.file, voice: speakerOf(voice) }]
    : [];
};

/** The recording as it is sent: its name, and its media type (or the unknown type when the browser gave none). */
export const recordingOf = (file: ChosenFile, bytes: Uint8Array): RecordingFile => ({
  bytes,
  name: file.name,
  contentType: file.type === '' ? UNKNOWN_CONTENT_TYPE : file.type,
});
