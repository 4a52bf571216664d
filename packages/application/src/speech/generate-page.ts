import {
  connect, EMPTY, ignoreElements, map, merge, mergeMap, observeOn, queueScheduler, scan, share, startWith, type MonoTypeOperatorFunction,
  type Observable,
} from 'rxjs';
import type { GenerationVoice } from './generation.types.js';
import type { SpeechSettingsView } from './speech-settings.types.js';
import type { CatalogueVoice } from './voice-catalogue.port.js';

/** What a generate page says when the voices did not load and the service gave no reason. */
export const VOICES_LOAD_FAILED_MESSAGE = 'We could not load the voices.';

/** Why the pickers have no voices (the service's reason, else ours), or null when they loaded. */
export const voicesLoadFailure = (settings: SpeechSettingsView): string | null =>
  settings.status === 'failed' ? (settings.error ?? VOICES_LOAD_FAILED_MESSAGE) : null;

/** The voice a generation speaks with, as the player shows it. */
export const speakerOf = (voice: CatalogueVoice): GenerationVoice => ({ voiceId: voice.voice_id, voiceName: voice.name });

/**
 * Work that runs to its end once started, whoever still listens: a generation keeps streaming into the global
 * player (and its toasts still go through Notifications) after the page that started it has gone.
 */
export const detached = <T>(): MonoTypeOperatorFunction<T> => share({ resetOnRefCountZero: false });

/**
 * A page's state: `reducer` folded over its events (intents and the views it is composed from), and the effects
 * each reduced event asks for, run with the state it produced. Events an effect causes synchronously (a use-case it
 * calls emitting its view) are queued until the current event has reached every subscriber, so nobody sees an older
 * state after a newer one. Lives while subscribed; detach work that must outlive the page.
 */
export const pageLoop = <S, Ev>(
  initial: S,
  reducer: (state: S, event: Ev) => S,
  events$: Observable<Ev>,
  effects: (event: Ev, state: S) => Observable<never>,
): Observable<S> =>
  events$.pipe(
    observeOn(queueScheduler),
    // The seed is never emitted: every step carries the event it reduced.
    scan((step: { readonly event: Ev | null; readonly state: S }, event: Ev) => ({ event, state: reducer(step.state, event) }), { event: null, state: initial }),
    connect((steps$) =>
      merge(
        steps$.pipe(mergeMap((step) => (step.event === null ? EMPTY : effects(step.event, step.state))), ignoreElements()),
        steps$.pipe(map((step) => step.state)),
      ),
    ),
    startWith(initial),
  );
