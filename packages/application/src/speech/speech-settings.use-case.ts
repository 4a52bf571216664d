import {
  BehaviorSubject, combineLatest, defer, distinctUntilChanged, EMPTY, exhaustMap, filter, ignoreElements, map, merge, of, share,
  shareReplay, Subject, switchMap, tap, type Observable,
} from 'rxjs';
import * as E from 'fp-ts/lib/Either.js';
import * as O from 'fp-ts/lib/Option.js';
import { BROWSER_STORAGE_KEYS, decideSafetyDialog, DEFAULT_MODEL_ID, isVoiceUnusable } from '@cadence/domain';
import type { Clock } from '../shared/clock.port.js';
import type { ApiResult } from '../shared/http-error.js';
import type { KeyValueStore } from '../shared/key-value-store.port.js';
import type { CatalogueVoice, SpeechModel, VoiceCatalogue } from './voice-catalogue.port.js';
import { allVoices } from './all-voices.js';
import { toastMessageFor } from '../shared/http-error-toast.js';
import type { SessionState, SessionUseCase } from '../accounts/session.types.js';
import { loading, toView, type Catalogue, type Selection } from './speech-settings-state.js';
import type { SpeechSettingsUseCase, SpeechSettingsView } from './speech-settings.types.js';
import { cachedVoiceList } from './voice-list-cache.js';

/** The ports the pickers need. */
export interface SpeechSettingsDeps {
  readonly catalogue: VoiceCatalogue;
  readonly storage: KeyValueStore;
  /** Dates the cached voice list (kept seven days). */
  readonly clock: Clock;
  /** Models and voices load for the signed-in user; the user's probation decides which voices need verification. */
  readonly session: Pick<SessionUseCase, 'state$'>;
  /** Which models the page offers: text to speech or voice conversion. */
  readonly purpose: 'textToSpeech' | 'voiceConversion';
}

/** What the composition root keeps connected for the app's life, so the pickers are ready when a page opens. */
export interface SpeechSettingsPreload {
  /** Loads models and voices when a user signs in (again for another user); never emits. */
  readonly preload$: Observable<never>;
}

const signedInUserId = (state: SessionState): string | null => (state.status === 'signedIn' ? state.user.userId : null);

const isInProbation = (state: SessionState): boolean => state.status === 'signedIn' && state.user.isInProbation;

/**
 * The voice and model pickers. Models and voices load when a user signs in (the voice list from the browser cache
 * when under seven days old); a failed load is tried again when a page opens; another user starts over. The
 * remembered voice and model are selected (else the first voice and the default model) without any safety dialog;
 * a later pick of a BAN or CAPTCHA voice opens its dialog once per voice (domain decideSafetyDialog). Each pick is
 * remembered in the browser; a voice's saved settings load on selection and local edits apply over them until
 * another voice is picked.
 */
export const createSpeechSettingsUseCase = (deps: SpeechSettingsDeps): SpeechSettingsUseCase & SpeechSettingsPreload => {
  const stored = (key: string): string | null => O.toNullable(deps.storage.get(key));
  const remembered = (): Selection => ({
    voiceId: stored(BROWSER_STORAGE_KEYS.lastSelectedVoice),
    modelId: stored(BROWSER_STORAGE_KEYS.lastSelectedModel) ?? DEFAULT_MODEL_ID,
    edits: {},
    shownVoiceIds: new Set(),
    safetyDialog: null,
  });
  const selection = new BehaviorSubject<Selection>(remembered());
  const catalogue = new BehaviorSubject<Catalogue>(loading(null));
  const pageOpened = new Subject<void>();
  const patch = (change: Partial<Selection>): void => selection.next({ ...selection.value, ...change });

  const loaded = (userId: string, models: ApiResult<readonly SpeechModel[]>, voices: ApiResult<readonly CatalogueVoice[]>): void => {
    if (E.isLeft(models) || E.isLeft(voices)) {
      const error = E.isLeft(models) ? models.left : E.isLeft(voices) ? voices.left : null;
      catalogue.next({ ...loading(userId), status: 'failed', error: error === null ? null : toastMessageFor(error) });
      return;
    }
    const offered = models.right.filter((model) => (deps.purpose === 'textToSpeech' ? model.canDoTextToSpeech : model.canDoVoiceConversion));
    catalogue.next({ userId, status: 'ready', error: null, models: offered, voices: voices.right });
    const current = selection.value;
    const known = voices.right.some((voice) => voice.voice_id === current.voiceId);
    const modelKnown = offered.some((model) => model.modelId === current.modelId);
    patch({
      voiceId: known ? current.voiceId : (voices.right.find((voice) => !isVoiceUnusable(voice))?.voice_id ?? null),
      modelId: modelKnown ? current.modelId : (offered.find((model) => model.modelId === DEFAULT_MODEL_ID) ?? offered[0])?.modelId ?? DEFAULT_MODEL_ID,
    });
  };

  const load$ = (userId: string): Observable<unknown> =>
    defer(() => {
      catalogue.next(loading(userId));
      return combineLatest([deps.catalogue.listModels(), cachedVoiceList(deps, userId, allVoices(deps.catalogue))]);
    }).pipe(tap(([models, voices]) => loaded(userId, models, voices)));

  // Another user starts over from what the browser remembers (sign-out wiped the last one's picks). The first load
  // starts at once; a page that opens on a failed (or dropped) load starts it again.
  const loadFor = (userId: string | null): Observable<never> =>
    defer(() => {
      if (catalogue.value.userId !== userId) {
        catalogue.next(loading(userId));
        selection.next(remembered());
      }
      if (userId === null) return EMPTY;
      return merge(of(undefined), pageOpened).pipe(filter(() => catalogue.value.status !== 'ready'), exhaustMap(() => load$(userId)), ignoreElements());
    });

  const preload$ = deps.session.state$.pipe(map(signedInUserId), distinctUntilChanged(), switchMap(loadFor), share());

  const settings$ = selection.pipe(
    map((current) => current.voiceId),
    distinctUntilChanged(),
    switchMap((voiceId) =>
      voiceId === null ? of(null) : deps.catalogue.voiceSettings(voiceId).pipe(map((result) => (E.isRight(result) ? result.right : null))),
    ),
  );

  const probation$ = deps.session.state$.pipe(map(isInProbation), distinctUntilChanged());

  const view$: Observable<SpeechSettingsView> = defer(() => {
    pageOpened.next();
    return merge(preload$, combineLatest([catalogue, selection, merge(of(null), settings$), probation$]).pipe(map((args) => toView(...args))));
  }).pipe(shareReplay({ bufferSize: 1, refCount: true }));

  /** The safety dialog a later pick of this voice opens (domain rule, once per voice); null for an unusable voice. */
  const safetyDecision = (voiceId: string): Pick<Selection, 'shownVoiceIds' | 'safetyDialog'> | null => {
    const voice = catalogue.value.voices.find((candidate) => candidate.voice_id === voiceId);
    if (voice === undefined || isVoiceUnusable(voice)) return null;
    const decision = decideSafetyDialog(voice, {
      shownVoiceIds: selection.value.shownVoiceIds, isFirstLoad: false, captchaExperimentOn: false, creationType: null,
    });
    return { shownVoiceIds: decision.shownVoiceIds, safetyDialog: O.toNullable(decision.dialog) };
  };

  return {
    view$,
    preload$,
    selectVoice: (voiceId) => {
      const decision = safetyDecision(voiceId);
      if (decision === null) return;
      deps.storage.set(BROWSER_STORAGE_KEYS.lastSelectedVoice, voiceId);
      patch({ voiceId, edits: {}, ...decision });
    },
    checkVoiceSafety: (voiceId) => {
      const decision = safetyDecision(voiceId);
      if (decision !== null) patch(decision);
    },
    selectModel: (modelId) => {
      deps.storage.set(BROWSER_STORAGE_KEYS.lastSelectedModel, modelId);
      patch({ modelId });
    },
    changeSettings: (change) => patch({ edits: { ...selection.value.edits, ...change } }),
    dismissSafetyDialog: () => patch({ safetyDialog: null }),
  };
};
