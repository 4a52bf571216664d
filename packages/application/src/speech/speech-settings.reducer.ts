import * as E from 'fp-ts/lib/Either.js';
import * as O from 'fp-ts/lib/Option.js';
import { pipe } from 'fp-ts/lib/function.js';
import { BROWSER_STORAGE_KEYS, decideSafetyDialog, DEFAULT_MODEL_ID, isVoiceUnusable } from '@cadence/domain';
import { failureMessage } from '../shared/port-error.js';
import type { AllVoices } from './all-voices.js';
import type { SpeechVoiceSettings } from './speech-api.port.js';
import { loading, type Catalogue, type Selection, type SpeechSettingsState } from './speech-settings-state.js';
import type { CatalogueVoice, SpeechModel, VoiceCatalogueError } from './voice-catalogue.port.js';

/** What moves the pickers: the session's user, the catalogue's answers, and the person's intents. */
export type SpeechSettingsEvent =
  /** Another user (or nobody) is signed in: start over from the picks the browser remembers now. */
  | { readonly type: 'userChanged'; readonly userId: string | null; readonly remembered: Selection }
  | { readonly type: 'loadStarted' }
  | { readonly type: 'loaded'; readonly models: E.Either<VoiceCatalogueError, readonly SpeechModel[]>; readonly voices: AllVoices }
  | { readonly type: 'voiceSelected'; readonly voiceId: string }
  /** A voice chosen elsewhere (a dialogue line): its safety dialog by the same rule, without selecting it. */
  | { readonly type: 'voiceChecked'; readonly voiceId: string }
  | { readonly type: 'modelSelected'; readonly modelId: string }
  | { readonly type: 'settingsChanged'; readonly change: Partial<SpeechVoiceSettings> }
  | { readonly type: 'safetyDialogDismissed' };

const voiceIn = (catalogue: Catalogue, voiceId: string): CatalogueVoice | undefined =>
  catalogue.voices.find((voice) => voice.voice_id === voiceId);

/** A loaded voice that is not unusable: the only kind a pick selects (and the browser remembers). */
export const isSelectable = (catalogue: Catalogue, voiceId: string): boolean => {
  const voice = voiceIn(catalogue, voiceId);
  return voice !== undefined && !isVoiceUnusable(voice);
};

/** The safety dialog a later pick of this voice opens (domain rule, once per voice); null for a voice that cannot be picked. */
const safetyDecision = (state: SpeechSettingsState, voiceId: string): Pick<Selection, 'shownVoiceIds' | 'safetyDialog'> | null => {
  const voice = voiceIn(state.catalogue, voiceId);
  if (voice === undefined || isVoiceUnusable(voice)) return null;
  const decision = decideSafetyDialog(voice, {
    shownVoiceIds: state.selection.shownVoiceIds, isFirstLoad: false, captchaExperimentOn: false, creationType: null,
  });
  return { shownVoiceIds: decision.shownVoiceIds, safetyDialog: O.toNullable(decision.dialog) };
};

/**
 * A load's answer: the models for the page's purpose and every voice, keeping the remembered picks when they are
 * there (else the first usable voice and the default model), without any safety dialog; the first failure fails it.
 */
const loaded = (state: SpeechSettingsState, event: Extract<SpeechSettingsEvent, { type: 'loaded' }>): SpeechSettingsState => {
  const { userId } = state.catalogue;
  return pipe(
    E.Do,
    E.apS('models', event.models),
    E.apS('voices', event.voices),
    E.match(
      (error): SpeechSettingsState => ({ ...state, catalogue: { ...loading(userId), status: 'failed', error: failureMessage(error) } }),
      ({ models, voices }): SpeechSettingsState => {
        const offered = models.filter((model) => (state.purpose === 'textToSpeech' ? model.canDoTextToSpeech : model.canDoVoiceConversion));
        const { voiceId, modelId } = state.selection;
        const voiceKnown = voices.some((voice) => voice.voice_id === voiceId);
        const modelKnown = offered.some((model) => model.modelId === modelId);
        const fallbackModel = offered.find((model) => model.modelId === DEFAULT_MODEL_ID) ?? offered[0];
        return {
          ...state,
          catalogue: { userId, status: 'ready', error: null, models: offered, voices },
          selection: {
            ...state.selection,
            voiceId: voiceKnown ? voiceId : (voices.find((voice) => !isVoiceUnusable(voice))?.voice_id ?? null),
            modelId: modelKnown ? modelId : (fallbackModel?.modelId ?? DEFAULT_MODEL_ID),
          },
        };
      },
    ),
  );
};

const patch = (state: SpeechSettingsState, change: Partial<Selection>): SpeechSettingsState => ({
  ...state,
  selection: { ...state.selection, ...change },
});

/** The pickers' reducer. */
export const reduceSpeechSettings = (state: SpeechSettingsState, event: SpeechSettingsEvent): SpeechSettingsState => {
  switch (event.type) {
    case 'userChanged':
      return state.catalogue.userId === event.userId ? state : { ...state, catalogue: loading(event.userId), selection: event.remembered };
    case 'loadStarted':
      return { ...state, catalogue: loading(state.catalogue.userId) };
    case 'loaded':
      return loaded(state, event);
    case 'voiceSelected': {
      const decision = safetyDecision(state, event.voiceId);
      return decision === null ? state : patch(state, { voiceId: event.voiceId, edits: {}, ...decision });
    }
    case 'voiceChecked': {
      const decision = safetyDecision(state, event.voiceId);
      return decision === null ? state : patch(state, decision);
    }
    case 'modelSelected':
      return patch(state, { modelId: event.modelId });
    case 'settingsChanged':
      return patch(state, { edits: { ...state.selection.edits, ...event.change } });
    case 'safetyDialogDismissed':
      return patch(state, { safetyDialog: null });
  }
};

/** The browser keys an event writes once reduced: each accepted voice pick and each model pick is remembered. */
export const picksToRemember = (event: SpeechSettingsEvent, state: SpeechSettingsState): readonly (readonly [string, string])[] => {
  if (event.type === 'voiceSelected' && isSelectable(state.catalogue, event.voiceId)) return [[BROWSER_STORAGE_KEYS.lastSelectedVoice, event.voiceId]];
  if (event.type === 'modelSelected') return [[BROWSER_STORAGE_KEYS.lastSelectedModel, event.modelId]];
  return [];
};
