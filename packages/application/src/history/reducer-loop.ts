import { defer, ignoreElements, merge, scan, share, shareReplay, startWith, Subject, tap, type MonoTypeOperatorFunction, type Observable } from 'rxjs';

/**
 * A use-case's state: `reducer` folded over its intents and over the events its effects derive from those intents
 * and the state (port answers). Effects read the state as a stream (`withLatestFrom(state$)`), never a subject's
 * value. The loop lives only while subscribed: each subscription folds from `initial`, and unsubscribing ends every
 * effect that is not `detached`. Share the result so every subscriber sees one state.
 */
export const reduceWithEffects = <S, Ev>(
  initial: S,
  reducer: (state: S, event: Ev) => S,
  intents: Observable<Ev>,
  effects: (state$: Observable<S>) => Observable<Ev>,
): Observable<S> =>
  defer(() => {
    // The one feedback edge of the loop: what the effects answer is folded like an intent. Local to this
    // subscription, so nothing outlives it but detached work.
    const answers = new Subject<Ev>();
    const state$ = merge(intents, answers).pipe(scan(reducer, initial), startWith(initial), shareReplay({ bufferSize: 1, refCount: true }));
    return merge(state$, effects(state$).pipe(tap((event) => answers.next(event)), ignoreElements()));
  });

/**
 * Work that runs to its end once started, whoever still listens: a delete the user confirmed, a download, a key
 * being created. Its effects (a toast through Notifications) still happen after the page that asked has gone.
 */
export const detached = <T>(): MonoTypeOperatorFunction<T> => share({ resetOnRefCountZero: false });
