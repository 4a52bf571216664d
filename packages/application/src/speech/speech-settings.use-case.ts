import {
  combineLatest, concat, defer, distinctUntilChanged, EMPTY, exhaustMap, ignoreElements, map, merge, of, scan, shareReplay, startWith, Subject,
  switchMap, takeWhile, tap, type Observable,
} from 'rxjs';
import * as E from 'fp-ts/lib/Either.js';
import * as O from 'fp-ts/lib/Option.js';
import { BROWSER_STORAGE_KEYS, DEFAULT_MODEL_ID } from '@cadence/domain';
import type { SessionState, SessionUseCase } from '../accounts/session.types.js';
import type { Clock } from '../shared/clock.port.js';
import type { KeyValueStore } from '../shared/key-value-store.port.js';
import { allVoices } from './all-voices.js';
import { initialSpeechSettings, toView, type Selection, type SpeechPurpose, type SpeechSettingsState } from './speech-settings-state.js';
import { picksToRemember, reduceSpeechSettings, type SpeechSettingsEvent } from './speech-settings.reducer.js';
import type { SpeechSettingsUseCase, SpeechSettingsView } from './speech-settings.types.js';
import type { VoiceCatalogue } from './voice-catalogue.port.js';
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
  readonly purpose: SpeechPurpose;
}

/** What the composition root keeps connected for the app's life, so the pickers are ready when a page opens. */
export interface SpeechSettingsPreload {
  /** Keeps the pickers' state for the app's life and loads models and voices when a user signs in; never emits. */
  readonly preload$: Observable<never>;
}

const signedInUserId = (state: SessionState): string | null => (state.status === 'signedIn' ? state.user.userId : null);

const isInProbation = (state: SessionState): boolean => state.status === 'signedIn' && state.user.isInProbation;

const LOAD_STARTED: SpeechSettingsEvent = { type: 'loadStarted' };

/** One reduced event and the state it produced. */
interface Step {
  readonly event: SpeechSettingsEvent | null;
  readonly state: SpeechSettingsState;
}

const succeeded = (event: SpeechSettingsEvent): boolean => event.type === 'loaded' && E.isRight(event.models) && E.isRight(event.voices);

/**
 * The voice and model pickers, a reducer (speech-settings.reducer.ts) over the session's user, the catalogue's
 * answers and the person's picks. Models and voices load when a user signs in (the voice list from the browser cache
 * when under seven days old); a page that opens before a load succeeded tries again; another user starts over.
 * Each pick is remembered in the browser; a voice's saved settings load on selection and local edits apply over them
 * until another voice is picked. The state lives while `preload$` (main.tsx) or a page is subscribed.
 */
export const createSpeechSettingsUseCase = (deps: SpeechSettingsDeps): SpeechSettingsUseCase & SpeechSettingsPreload => {
  const intents = new Subject<SpeechSettingsEvent>();
  const pageOpened = new Subject<void>();
  const stored = (key: string): string | null => O.toNullable(deps.storage.get(key));
  const remembered = (): Selection => ({
    voiceId: stored(BROWSER_STORAGE_KEYS.lastSelectedVoice),
    modelId: stored(BROWSER_STORAGE_KEYS.lastSelectedModel) ?? DEFAULT_MODEL_ID,
    edits: {},
    shownVoiceIds: new Set(),
    safetyDialog: null,
  });

  const load$ = (userId: string): Observable<SpeechSettingsEvent> =>
    combineLatest([deps.catalogue.listModels(), cachedVoiceList(deps, userId, allVoices(deps.catalogue))]).pipe(
      map(([models, voices]): SpeechSettingsEvent => ({ type: 'loaded', models, voices })),
    );

  // The first load starts at sign-in; each page opening until one succeeds starts another (one at a time).
  const loadsFor = (userId: string): Observable<SpeechSettingsEvent> =>
    merge(of(undefined), pageOpened).pipe(
      exhaustMap(() => concat(of(LOAD_STARTED), load$(userId))),
      takeWhile((event) => !succeeded(event), true),
    );

  // Another user (or sign-out) starts over from what the browser remembers then (sign-out wiped the last one's picks).
  const sessionEvents$ = deps.session.state$.pipe(
    map(signedInUserId),
    distinctUntilChanged(),
    switchMap((userId) =>
      concat(
        defer(() => of<SpeechSettingsEvent>({ type: 'userChanged', userId, remembered: remembered() })),
        userId === null ? EMPTY : loadsFor(userId),
      ),
    ),
  );

  const state$: Observable<SpeechSettingsState> = defer(() => {
    const initial = initialSpeechSettings(deps.purpose, remembered());
    return merge(sessionEvents$, intents).pipe(
      // Each step keeps the event it reduced, so the picks it accepted are written to the browser once (the seed is never emitted).
      scan((step: Step, event: SpeechSettingsEvent): Step => ({ event, state: reduceSpeechSettings(step.state, event) }), { event: null, state: initial }),
      tap(({ event, state }) => (event === null ? [] : picksToRemember(event, state)).forEach(([key, value]) => deps.storage.set(key, value))),
      map((step) => step.state),
      startWith(initial),
    );
  }).pipe(shareReplay({ bufferSize: 1, refCount: true }));

  // The selected voice's saved settings (none until they arrive, or when they cannot be read).
  const saved$ = state$.pipe(
    map((state) => state.selection.voiceId),
    distinctUntilChanged(),
    switchMap((voiceId) => (voiceId === null ? of(null) : deps.catalogue.voiceSettings(voiceId).pipe(map(E.getOrElseW(() => null))))),
  );

  const probation$ = deps.session.state$.pipe(map(isInProbation), distinctUntilChanged());

  const view$: Observable<SpeechSettingsView> = defer(() => {
    pageOpened.next();
    return combineLatest([state$, merge(of(null), saved$), probation$]).pipe(
      map(([state, saved, probation]) => toView(state.catalogue, state.selection, saved, probation)),
    );
  }).pipe(shareReplay({ bufferSize: 1, refCount: true }));

  return {
    view$,
    preload$: state$.pipe(ignoreElements()),
    selectVoice: (voiceId) => intents.next({ type: 'voiceSelected', voiceId }),
    checkVoiceSafety: (voiceId) => intents.next({ type: 'voiceChecked', voiceId }),
    selectModel: (modelId) => intents.next({ type: 'modelSelected', modelId }),
    changeSettings: (change) => intents.next({ type: 'settingsChanged', change }),
    dismissSafetyDialog: () => intents.next({ type: 'safetyDialogDismissed' }),
  };
};
