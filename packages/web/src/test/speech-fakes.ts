import type {
  CatalogueVoice, DialogueUseCase, DialogueView, FeedbackEffect, FeedbackUseCase, FeedbackView, GenerationEffect, GenerationRequest,
  GenerationUseCase, GenerationView, HistoryItem, PlayerEffect, PlayerUseCase, PlayerView, SpeechSettingsUseCase, SpeechSettingsPreload, SpeechSettingsView,
} from '@cadence/application';
import type { NegativeFeedbackFlag, PlayerItem } from '@cadence/domain';
import * as E from 'fp-ts/lib/Either.js';
import { BehaviorSubject, defer, EMPTY, Subject, type Observable } from 'rxjs';

/** An intent that records its call and ends at once. */
const recorded = (effect: () => void): Observable<never> =>
  defer(() => {
    effect();
    return EMPTY;
  });

export const voice = (id: string, name: string, overrides: Partial<CatalogueVoice> = {}): CatalogueVoice => ({
  voice_id: id, name, language: 'en', preview_url: `https://api.test/v1/voices/${id}/preview`, verified_languages: [], safety_control: null,
  sharing: null, voice_verification: null, description: null, category: 'premade', ...overrides,
});

export const playerItem = (overrides: Partial<PlayerItem> = {}): PlayerItem => ({
  id: 'h1', fileName: null, type: 'text-to-speech', loaded: true,
  player: { title: 'Hello world', description: 'Hello world', voice_id: 'v1', voice_name: 'Rachel', duration: null, language: null, languagePreviewUrls: [] },
  ...overrides,
});

export const PLAYER_IDLE: PlayerView = {
  item: null, state: 'idle', elapsed: '0:00', total: '0:00', slider: 0, speed: 1, speeds: [0.8, 1, 1.2, 1.5, 2], expanded: false,
  feedbackVisible: false, canDownload: false, previewLanguages: [], previewLanguage: null,
};

export const playingView = (overrides: Partial<PlayerView> = {}): PlayerView => ({
  ...PLAYER_IDLE, item: playerItem(), state: 'playing', elapsed: '0:04', total: '0:12', slider: 0.33, canDownload: true, ...overrides,
});

/** The player: its view is a subject; every intent is recorded by name (with its argument). */
export const createFakePlayer = (initial: PlayerView = PLAYER_IDLE) => {
  const view = new BehaviorSubject<PlayerView>(initial);
  const effects = new Subject<PlayerEffect>();
  const calls: string[] = [];
  const call = (name: string) => (argument?: unknown) => { calls.push(argument === undefined ? name : `${name} ${String(argument)}`); };
  const player: PlayerUseCase = {
    view$: view.asObservable(),
    effects$: effects.asObservable(),
    feedbackTarget$: new BehaviorSubject(null).asObservable(),
    play: call('play'), pause: call('pause'), toggle: call('toggle'), seek: call('seek'), skipBack: call('skipBack'),
    skipForward: call('skipForward'), arrowKey: call('arrowKey'), setSpeed: call('setSpeed'), setPreviewLanguage: call('setPreviewLanguage'),
    expand: call('expand'), collapse: call('collapse'),
    playHistoryItem: (item: HistoryItem) => calls.push(`playHistoryItem ${item.historyItemId}`),
    playVoicePreview: (previewed: CatalogueVoice) => calls.push(`playVoicePreview ${previewed.voice_id}`),
    download: () => recorded(() => calls.push('download')),
    startStream: call('startStream'), appendChunk: call('appendChunk'), endStream: call('endStream'),
    attachHistoryItem: call('attachHistoryItem'), feedbackSaved: call('feedbackSaved'),
  };
  return { player, view, effects, calls };
};

export const FEEDBACK_UNAVAILABLE: FeedbackView = { available: false, locked: false, thumb: null, dialog: null };

/** Feedback: its view is a subject; intents recorded. */
export const createFakeFeedback = (initial: FeedbackView = FEEDBACK_UNAVAILABLE) => {
  const view = new BehaviorSubject<FeedbackView>(initial);
  const effects = new Subject<FeedbackEffect>();
  const calls: string[] = [];
  const feedback: FeedbackUseCase = {
    view$: view.asObservable(),
    effects$: effects.asObservable(),
    thumbsUp: () => recorded(() => calls.push('thumbsUp')),
    thumbsDown: () => recorded(() => calls.push('thumbsDown')),
    setText: (text) => calls.push(`setText ${text}`),
    toggleFlag: (flag: NegativeFeedbackFlag) => calls.push(`toggleFlag ${flag}`),
    submit: () => recorded(() => calls.push('submit')),
    closeDialog: () => calls.push('closeDialog'),
  };
  return { feedback, view, effects, calls };
};

export const GENERATION_IDLE: GenerationView = { generating: false, error: null, latest: null };

/** Generation: its view is a subject; every request is recorded. */
export const createFakeGeneration = (initial: GenerationView = GENERATION_IDLE) => {
  const view = new BehaviorSubject<GenerationView>(initial);
  const effects = new Subject<GenerationEffect>();
  const requests: GenerationRequest[] = [];
  const generation: GenerationUseCase = {
    view$: view.asObservable(),
    effects$: effects.asObservable(),
    generate: (request) => recorded(() => requests.push(request)),
  };
  return { generation, view, effects, requests };
};

const SETTINGS = { stability: 0.5, similarityBoost: 0.75, style: 0, useSpeakerBoost: true, speed: 1 };

export const settingsView = (overrides: Partial<SpeechSettingsView> = {}): SpeechSettingsView => {
  const voices = [voice('v1', 'Rachel'), voice('v2', 'Adam')];
  return {
    status: 'ready', error: null,
    voices: voices.map((entry) => ({ voice: entry, unusable: false, needsVerification: false })),
    models: [
      { modelId: 'eleven_multilingual_v2', name: 'Eleven Multilingual v2', canDoTextToSpeech: true, canDoVoiceConversion: false, canUseStyle: true, canUseSpeakerBoost: true },
      { modelId: 'eleven_v3', name: 'Eleven v3', canDoTextToSpeech: true, canDoVoiceConversion: false, canUseStyle: true, canUseSpeakerBoost: true },
    ],
    voiceId: 'v1', modelId: 'eleven_multilingual_v2', selectedVoice: voices[0] ?? null, selectedModel: null, settings: SETTINGS, safetyDialog: null,
    ...overrides,
  };
};

/** The pickers: view subject, intents recorded. */
export const createFakeSpeechSettings = (initial: SpeechSettingsView = settingsView()) => {
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

export const dialogueView = (overrides: Partial<DialogueView> = {}): DialogueView => ({
  lines: [{ text: '', voice_id: '' }], characterCount: 0, maxCharacters: 3000, maxLines: 50, canAddLine: true, error: null, ...overrides,
});

/** The dialogue editor: view subject, intents recorded; linesToGenerate answers the view's non-empty lines. */
export const createFakeDialogue = (initial: DialogueView = dialogueView()) => {
  const view = new BehaviorSubject<DialogueView>(initial);
  const calls: string[] = [];
  const dialogue: DialogueUseCase = {
    view$: view.asObservable(),
    addLine: (voiceId) => calls.push(`addLine ${voiceId}`),
    removeLine: (index) => calls.push(`removeLine ${String(index)}`),
    setText: (index, text) => calls.push(`setText ${String(index)} ${text}`),
    setVoice: (index, voiceId) => calls.push(`setVoice ${String(index)} ${voiceId}`),
    linesToGenerate: (defaultVoiceId) =>
      view.value.error !== null
        ? E.left(view.value.error)
        : E.right(view.value.lines.filter((line) => line.text !== '').map((line) => ({ ...line, voice_id: line.voice_id || defaultVoiceId }))),
  };
  return { dialogue, view, calls };
};
