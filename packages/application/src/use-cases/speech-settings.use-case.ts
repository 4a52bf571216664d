import {
  BehaviorSubject, combineLatest, distinctUntilChanged, EMPTY, expand, ignoreElements, map, merge, of, reduce, shareReplay, switchMap, tap, type Observable,
} from 'rxjs';
import * as E from 'fp-ts/lib/Either.js';
import * as O from 'fp-ts/lib/Option.js';
import {
  BROWSER_STORAGE_KEYS, decideSafetyDialog, DEFAULT_MODEL_ID, isVoiceUnusable, needsVerification, type SafetyDialog,
} from '@cadence/domain';
import type { ApiResult } from '../ports/http-error.js';
import type { KeyValueStore } from '../ports/key-value-store.port.js';
import type { SpeechVoiceSettings } from '../ports/speech-api.port.js';
import type { CatalogueVoice, SpeechModel, VoiceCatalogue, VoicePage } from '../ports/voice-catalogue.port.js';
import { toastMessageFor } from './http-error-toast.js';
import type { SpeechSettingsUseCase, SpeechSettingsView } from './speech-settings.types.js';

/** The ports the pickers need. */
export interface SpeechSettingsDeps {
  readonly catalogue: VoiceCatalogue;
  readonly storage: KeyValueStore;
  /** Which models the page offers: text to speech or voice conversion. */
  readonly purpose: 'textToSpeech' | 'voiceConversion';
}

/** Voices are read 100 per page until the last page. */
const VOICE_PAGE_SIZE = 100;

interface Selection {
  readonly voiceId: string | null;
  readonly modelId: string;
  readonly edits: Partial<SpeechVoiceSettings>;
  readonly shownVoiceIds: ReadonlySet<string>;
  readonly safetyDialog: SafetyDialog | null;
}

interface Catalogue {
  readonly status: 'loading' | 'ready' | 'failed';
  readonly error: string | null;
  readonly models: readonly SpeechModel[];
  readonly voices: readonly CatalogueVoice[];
}

const LOADING: Catalogue = { status: 'loading', error: null, models: [], voices: [] };

const allVoices = (catalogue: VoiceCatalogue): Observable<ApiResult<readonly CatalogueVoice[]>> => {
  const page = (token: string | null) => catalogue.searchVoices({ pageSize: VOICE_PAGE_SIZE, nextPageToken: token, search: null });
  return page(null).pipe(
    expand((result: ApiResult<VoicePage>) =>
      E.isRight(result) && result.right.hasMore && result.right.nextPageToken !== null ? page(result.right.nextPageToken) : EMPTY,
    ),
    reduce<ApiResult<VoicePage>, ApiResult<readonly CatalogueVoice[]>>(
      (all, result) => (E.isLeft(all) ? all : E.isLeft(result) ? result : E.right([...all.right, ...result.right.voices])),
      E.right([]),
    ),
  );
};

/**
 * The voice and model pickers. On load the remembered voice and model are selected (else the first voice and the
 * default model) without any safety dialog; a later pick of a BAN or CAPTCHA voice opens its dialog once per voice
 * (domain decideSafetyDialog). Each pick is remembered in the browser; a voice's saved settings load on selection
 * and local edits apply over them until another voice is picked.
 */
export const createSpeechSettingsUseCase = (deps: SpeechSettingsDeps): SpeechSettingsUseCase => {
  const stored = (key: string): string | null => O.toNullable(deps.storage.get(key));
  const selection = new BehaviorSubject<Selection>({
    voiceId: stored(BROWSER_STORAGE_KEYS.lastSelectedVoice),
    modelId: stored(BROWSER_STORAGE_KEYS.lastSelectedModel) ?? DEFAULT_MODEL_ID,
    edits: {},
    shownVoiceIds: new Set(),
    safetyDialog: null,
  });
  const catalogue = new BehaviorSubject<Catalogue>(LOADING);
  const patch = (change: Partial<Selection>): void => selection.next({ ...selection.value, ...change });

  const load$ = combineLatest([deps.catalogue.listModels(), allVoices(deps.catalogue)]).pipe(
    tap(([models, voices]) => {
      if (E.isLeft(models) || E.isLeft(voices)) {
        const error = E.isLeft(models) ? models.left : E.isLeft(voices) ? voices.left : null;
        catalogue.next({ ...LOADING, status: 'failed', error: error === null ? null : toastMessageFor(error) });
        return;
      }
      const offered = models.right.filter((model) => (deps.purpose === 'textToSpeech' ? model.canDoTextToSpeech : model.canDoVoiceConversion));
      catalogue.next({ status: 'ready', error: null, models: offered, voices: voices.right });
      const current = selection.value;
      const known = voices.right.some((voice) => voice.voice_id === current.voiceId);
      const modelKnown = offered.some((model) => model.modelId === current.modelId);
      patch({
        voiceId: known ? current.voiceId : (voices.right.find((voice) => !isVoiceUnusable(voice))?.voice_id ?? null),
        modelId: modelKnown ? current.modelId : (offered.find((model) => model.modelId === DEFAULT_MODEL_ID) ?? offered[0])?.modelId ?? DEFAULT_MODEL_ID,
      });
    }),
  );

  const settings$ = selection.pipe(
    map((current) => current.voiceId),
    distinctUntilChanged(),
    switchMap((voiceId) =>
      voiceId === null ? of(null) : deps.catalogue.voiceSettings(voiceId).pipe(map((result) => (E.isRight(result) ? result.right : null))),
    ),
  );

  const view$: Observable<SpeechSettingsView> = merge(
    load$.pipe(ignoreElements()),
    combineLatest([catalogue, selection, merge(of(null), settings$)]).pipe(
      map(([loaded, current, saved]) => {
        const selectedVoice = loaded.voices.find((voice) => voice.voice_id === current.voiceId) ?? null;
        return {
          status: loaded.status,
          error: loaded.error,
          voices: loaded.voices.map((voice) => ({ voice, unusable: isVoiceUnusable(voice), needsVerification: needsVerification(voice, false) })),
          models: loaded.models,
          voiceId: current.voiceId,
          modelId: current.modelId,
          selectedVoice,
          selectedModel: loaded.models.find((model) => model.modelId === current.modelId) ?? null,
          settings: saved === null ? null : { ...saved, ...current.edits },
          safetyDialog: current.safetyDialog,
        };
      }),
    ),
  ).pipe(shareReplay({ bufferSize: 1, refCount: true }));

  return {
    view$,
    selectVoice: (voiceId) => {
      const voice = catalogue.value.voices.find((candidate) => candidate.voice_id === voiceId);
      if (voice === undefined || isVoiceUnusable(voice)) return;
      const decision = decideSafetyDialog(voice, {
        shownVoiceIds: selection.value.shownVoiceIds, isFirstLoad: false, captchaExperimentOn: false, creationType: null,
      });
      deps.storage.set(BROWSER_STORAGE_KEYS.lastSelectedVoice, voiceId);
      patch({ voiceId, edits: {}, shownVoiceIds: decision.shownVoiceIds, safetyDialog: O.toNullable(decision.dialog) });
    },
    selectModel: (modelId) => {
      deps.storage.set(BROWSER_STORAGE_KEYS.lastSelectedModel, modelId);
      patch({ modelId });
    },
    changeSettings: (change) => patch({ edits: { ...selection.value.edits, ...change } }),
    dismissSafetyDialog: () => patch({ safetyDialog: null }),
  };
};
