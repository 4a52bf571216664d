import * as E from 'fp-ts/lib/Either.js';
import { pipe } from 'fp-ts/lib/function.js';
import { quotaExceededWarning, requestQuota, requestQuotaText, type CharacterUsage, type RequestQuota } from '@cadence/domain';
import { dialogueToGenerate, isDialogueEmpty } from './dialogue.reducer.js';
import type { DialogueView } from './dialogue.types.js';
import { speakerOf, voicesLoadFailure } from './generate-page.js';
import type { GenerationRequest, GenerationView } from './generation.types.js';
import type { SpeechSettingsView } from './speech-settings.types.js';
import type { TextToSpeechMode, TextToSpeechPageView } from './text-to-speech-page.types.js';

/** The page's own state (mode and text) and the latest views it is composed from (null until they emit). */
export interface TextToSpeechPageState {
  readonly mode: TextToSpeechMode;
  readonly text: string;
  readonly settings: SpeechSettingsView | null;
  readonly dialogue: DialogueView | null;
  readonly generation: GenerationView | null;
  /** The plan's character usage; null until known, or when it could not be loaded. */
  readonly usage: CharacterUsage | null;
}

/** One pending view, so a page that stays pending is not rendered again. */
const PENDING: TextToSpeechPageView = { pending: true };

export const INITIAL_TEXT_TO_SPEECH_PAGE: TextToSpeechPageState = {
  mode: 'text', text: '', settings: null, dialogue: null, generation: null, usage: null,
};

export type TextToSpeechPageEvent =
  /** The page is shown again: the mode and the text start afresh (the dialogue and the picks are kept elsewhere). */
  | { readonly type: 'pageOpened' }
  | { readonly type: 'modeChosen'; readonly mode: TextToSpeechMode }
  | { readonly type: 'textChanged'; readonly text: string }
  | { readonly type: 'generatePressed' }
  | { readonly type: 'lineAddPressed' }
  | { readonly type: 'settingsSeen'; readonly view: SpeechSettingsView }
  | { readonly type: 'dialogueSeen'; readonly view: DialogueView }
  | { readonly type: 'generationSeen'; readonly view: GenerationView }
  | { readonly type: 'usageSeen'; readonly usage: CharacterUsage | null };

/** What a pressed button asks for: a generation, an error toast, or a new dialogue line. */
export type TextToSpeechPageCommand =
  | { readonly type: 'generate'; readonly request: GenerationRequest }
  | { readonly type: 'refuse'; readonly message: string }
  | { readonly type: 'addLine'; readonly voiceId: string };

export const reduceTextToSpeechPage = (state: TextToSpeechPageState, event: TextToSpeechPageEvent): TextToSpeechPageState => {
  switch (event.type) {
    case 'pageOpened':
      return { ...state, mode: INITIAL_TEXT_TO_SPEECH_PAGE.mode, text: INITIAL_TEXT_TO_SPEECH_PAGE.text };
    case 'modeChosen':
      return { ...state, mode: event.mode };
    case 'textChanged':
      return { ...state, text: event.text };
    case 'settingsSeen':
      return { ...state, settings: event.view };
    case 'dialogueSeen':
      return { ...state, dialogue: event.view };
    case 'generationSeen':
      return { ...state, generation: event.view };
    case 'usageSeen':
      return { ...state, usage: event.usage };
    case 'generatePressed':
    case 'lineAddPressed':
      return state;
  }
};

/** Nothing to say: blank text, or a dialogue whose lines have no text. */
const isEmpty = (state: TextToSpeechPageState, dialogue: DialogueView): boolean =>
  state.mode === 'text' ? state.text.trim() === '' : isDialogueEmpty(dialogue.lines);

/** The characters a request costs: the text's, or the dialogue's lines' together. */
const costOf = (state: TextToSpeechPageState, dialogue: DialogueView): number =>
  state.mode === 'text' ? state.text.length : dialogue.characterCount;

/** The request against the plan's quota, or null while the usage is not known. */
const quotaOf = (state: TextToSpeechPageState, dialogue: DialogueView): RequestQuota | null =>
  state.usage === null ? null : requestQuota(state.usage, costOf(state, dialogue));

const isOverQuota = (state: TextToSpeechPageState, dialogue: DialogueView): boolean => quotaOf(state, dialogue)?.exceeded ?? false;

/** What the page renders; pending until every view arrived and while the pickers load. */
export const textToSpeechPageView = (state: TextToSpeechPageState): TextToSpeechPageView => {
  const { settings, dialogue, generation } = state;
  if (settings === null || dialogue === null || generation === null || settings.status === 'loading') return PENDING;
  const cost = costOf(state, dialogue);
  const quota = quotaOf(state, dialogue);
  return {
    pending: false,
    loadFailure: voicesLoadFailure(settings),
    mode: state.mode,
    text: state.text,
    characterCount: cost,
    quotaText: requestQuotaText(cost, quota),
    quotaWarning: quota !== null && quota.exceeded ? quotaExceededWarning(quota.cost, quota.remaining) : null,
    settings,
    dialogue,
    defaultVoiceId: settings.voiceId ?? '',
    canGenerate: settings.selectedVoice !== null && !isEmpty(state, dialogue) && !isOverQuota(state, dialogue),
    generating: generation.generating,
    generationError: generation.error,
    latest: generation.latest,
  };
};

/** The request Generate sends with the selected voice, model and settings, or why it cannot be sent (the quota, the dialogue's limits). */
const generateCommand = (state: TextToSpeechPageState): readonly TextToSpeechPageCommand[] => {
  const { settings, dialogue } = state;
  const voice = settings?.selectedVoice ?? null;
  if (settings === null || dialogue === null || voice === null || isEmpty(state, dialogue)) return [];
  const quota = quotaOf(state, dialogue);
  if (quota !== null && quota.exceeded) return [{ type: 'refuse', message: quotaExceededWarning(quota.cost, quota.remaining) }];
  if (state.mode === 'text') {
    return [{ type: 'generate', request: { kind: 'speech', voice: speakerOf(voice), text: state.text, modelId: settings.modelId, voiceSettings: settings.settings } }];
  }
  return pipe(
    dialogueToGenerate(dialogue.lines, voice.voice_id),
    E.match(
      (message): readonly TextToSpeechPageCommand[] => [{ type: 'refuse', message }],
      (lines) => [{ type: 'generate', request: { kind: 'dialogue', voice: speakerOf(voice), lines, modelId: settings.modelId } }],
    ),
  );
};

/** The commands an event asks for, given the state it produced. */
export const textToSpeechPageCommands = (event: TextToSpeechPageEvent, state: TextToSpeechPageState): readonly TextToSpeechPageCommand[] => {
  if (event.type === 'generatePressed') return generateCommand(state);
  if (event.type === 'lineAddPressed') return [{ type: 'addLine', voiceId: state.settings?.voiceId ?? '' }];
  return [];
};
