import type {
  CatalogueVoice, FeedbackUseCase, FeedbackView, GenerationEvent, GenerationRequest, GenerationUseCase, GenerationView, HistoryItem,
  PlayerUseCase, PlayerView,
} from '@cadence/application';
import type { NegativeFeedbackFlag, PlayerItem } from '@cadence/domain';
import { BehaviorSubject, defer, EMPTY, NEVER, Subject, type Observable } from 'rxjs';

/** An intent that records its call and ends at once. */
const recorded = (effect: () => void): Observable<never> =>
  defer(() => {
    effect();
    return EMPTY;
  });

export const playerItem = (overrides: Partial<PlayerItem> = {}): PlayerItem => ({
  id: 'h1', fileName: null, type: 'text-to-speech', loaded: true,
  player: { title: 'Hello world', description: 'Hello world', voiceId: 'v1', voiceName: 'Rachel', duration: null, language: null, languagePreviewUrls: [] },
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
  const calls: string[] = [];
  const call = (name: string) => (argument?: unknown) => { calls.push(argument === undefined ? name : `${name} ${String(argument)}`); };
  const player: PlayerUseCase = {
    run$: NEVER,
    view$: view.asObservable(),
    feedbackTarget$: new BehaviorSubject(null).asObservable(),
    play: call('play'), pause: call('pause'), toggle: call('toggle'), seek: call('seek'), skipBack: call('skipBack'),
    skipForward: call('skipForward'), arrowKey: call('arrowKey'), setSpeed: call('setSpeed'), setPreviewLanguage: call('setPreviewLanguage'),
    expand: call('expand'), collapse: call('collapse'),
    playHistoryItem: (item: HistoryItem) => calls.push(`playHistoryItem ${item.historyItemId}`),
    playVoicePreview: (previewed: CatalogueVoice) => calls.push(`playVoicePreview ${previewed.voice_id}`),
    download: () => recorded(() => calls.push('download')),
    feedbackSaved: call('feedbackSaved'),
  };
  return { player, view, calls };
};

export const FEEDBACK_UNAVAILABLE: FeedbackView = { available: false, locked: false, thumb: null, dialog: null };

/** Feedback: its view is a subject; intents recorded. */
export const createFakeFeedback = (initial: FeedbackView = FEEDBACK_UNAVAILABLE) => {
  const view = new BehaviorSubject<FeedbackView>(initial);
  const calls: string[] = [];
  const feedback: FeedbackUseCase = {
    view$: view.asObservable(),
    thumbsUp: () => recorded(() => calls.push('thumbsUp')),
    thumbsDown: () => recorded(() => calls.push('thumbsDown')),
    setText: (text) => calls.push(`setText ${text}`),
    toggleFlag: (flag: NegativeFeedbackFlag) => calls.push(`toggleFlag ${flag}`),
    submit: () => recorded(() => calls.push('submit')),
    closeDialog: () => calls.push('closeDialog'),
  };
  return { feedback, view, calls };
};

export const GENERATION_IDLE: GenerationView = { generating: false, error: null, latest: null };

/** Generation: its view and events are subjects; every request is recorded. */
export const createFakeGeneration = (initial: GenerationView = GENERATION_IDLE) => {
  const view = new BehaviorSubject<GenerationView>(initial);
  const events = new Subject<GenerationEvent>();
  const requests: GenerationRequest[] = [];
  const generation: GenerationUseCase = {
    view$: view.asObservable(),
    events$: events.asObservable(),
    generate: (request) => recorded(() => requests.push(request)),
  };
  return { generation, view, events, requests };
};
