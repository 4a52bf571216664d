// Object mothers and fakes of the pickers, the voice catalogue, the dialogue editor and the generate pages' inputs,
// for the use-case tests here and the component tests in web.
import { BehaviorSubject, defer, EMPTY, of, type Observable } from 'rxjs';
import * as E from 'fp-ts/lib/Either.js';
import * as O from 'fp-ts/lib/Option.js';
import type { DialogueUseCase, DialogueView } from '../dialogue.types.js';
import type { SpeechVoiceSettings } from '../speech-api.port.js';
import type { SpeechSettingsPreload } from '../speech-settings.use-case.js';
import type { SpeechSettingsUseCase, SpeechSettingsView } from '../speech-settings.types.js';
import type { ChosenFile } from '../speech-to-speech-page.types.js';
import type { CatalogueVoice, SpeechModel, VoiceCatalogue } from '../voice-catalogue.port.js';
import { catalogueVoice, speechModel } from './speech-fakes.js';

export { catalogueVoice, speechModel } from './speech-fakes.js';

/** The voice settings the server answers when nothing was saved. */
export const DEFAULT_SPEECH_VOICE_SETTINGS: SpeechVoiceSettings = { stability: 0.5, similarityBoost: 0.75, style: 0, useSpeakerBoost: true, speed: 1 };

/** Rachel (v1) and Adam (v2). */
export const PICKER_VOICES: readonly CatalogueVoice[] = [catalogueVoice('v1', { name: 'Rachel' }), catalogueVoice('v2', { name: 'Adam' })];

/** Two text-to-speech models. */
export const PICKER_MODELS: readonly SpeechModel[] = [
  speechModel('eleven_multilingual_v2', { name: 'Eleven Multilingual v2' }),
  speechModel('eleven_v3', { name: 'Eleven v3' }),
];

/** The pickers ready: Rachel selected of Rachel and Adam, the default model, the default settings. */
export const speechSettingsView = (overrides: Partial<SpeechSettingsView> = {}): SpeechSettingsView => ({
  status: 'ready',
  error: null,
  voices: PICKER_VOICES.map((voice) => ({ voice, unusable: false, needsVerification: false })),
  models: PICKER_MODELS,
  voiceId: 'v1',
  modelId: 'eleven_multilingual_v2',
  selectedVoice: PICKER_VOICES[0] ?? null,
  selectedModel: PICKER_MODELS[0] ?? null,
  settings: DEFAULT_SPEECH_VOICE_SETTINGS,
  safetyDialog: null,
  ...overrides,
});

/** The pickers: the view is a subject to drive; every intent is recorded, e.g. "selectVoice v2". */
export const fakeSpeechSettings = (initial: SpeechSettingsView = speechSettingsView()) => {
  const view = new BehaviorSubject<SpeechSettingsView>(initial);
  const calls: string[] = [];
  const speechSettings: SpeechSettingsUseCase & SpeechSettingsPreload = {
    preload$: EMPTY,
    view$: view.asObservable(),
    selectVoice: (id) => calls.push(`selectVoice ${id}`),
    checkVoiceSafety: (id) => calls.push(`checkVoiceSafety ${id}`),
    selectModel: (id) => calls.push(`selectModel ${id}`),
    changeSettings: (change) => calls.push(`changeSettings ${JSON.stringify(change)}`),
    dismissSafetyDialog: () => calls.push('dismissSafetyDialog'),
  };
  return { speechSettings, view, calls };
};

/** The dialogue editor as it opens: one empty line. */
export const dialogueView = (overrides: Partial<DialogueView> = {}): DialogueView => ({
  lines: [{ text: '', voice_id: '' }], characterCount: 0, maxCharacters: 3000, maxLines: 50, canAddLine: true, error: null, ...overrides,
});

/** The dialogue editor: the view is a subject to drive; every intent is recorded, e.g. "setText 1 Hi". */
export const fakeDialogue = (initial: DialogueView = dialogueView()) => {
  const view = new BehaviorSubject<DialogueView>(initial);
  const calls: string[] = [];
  const dialogue: DialogueUseCase = {
    view$: view.asObservable(),
    addLine: (voiceId) => calls.push(`addLine ${voiceId}`),
    removeLine: (index) => calls.push(`removeLine ${String(index)}`),
    setText: (index, text) => calls.push(`setText ${String(index)} ${text}`),
    setVoice: (index, voiceId) => calls.push(`setVoice ${String(index)} ${voiceId}`),
  };
  return { dialogue, view, calls };
};

/** A catalogue with one page of voices that records its calls ("listModels", "searchVoices", "voiceSettings v1"). */
export const fakeVoiceCatalogue = (voices: readonly CatalogueVoice[] = PICKER_VOICES, models: readonly SpeechModel[] = PICKER_MODELS) => {
  const calls: string[] = [];
  const answer = <A>(call: string, value: A) => defer(() => { calls.push(call); return of(E.right(value)); });
  const catalogue: VoiceCatalogue = {
    listModels: () => answer('listModels', models),
    searchVoices: () => answer('searchVoices', { voices, hasMore: false, nextPageToken: null }),
    voiceSettings: (voiceId) => answer(`voiceSettings ${voiceId}`, DEFAULT_SPEECH_VOICE_SETTINGS),
  };
  return { catalogue, calls };
};

/** A picked file whose bytes are `bytes` (null: it cannot be read). */
export const chosenFile = (name: string, type: string, bytes: Uint8Array | null): ChosenFile => ({
  name,
  type,
  read: (): Observable<O.Option<Uint8Array>> => of(O.fromNullable(bytes)),
});
