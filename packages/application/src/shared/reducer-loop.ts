import {
  connect, defer, distinctUntilChanged, EMPTY, ignoreElements, map, merge, mergeMap, observeOn, queueScheduler, scan, share, shareReplay,
  startWith, Subject, tap, type MonoTypeOperatorFunction, type Observable,
} from 'rxjs';

// The loops that fold a use-case's state: one reducer over intents and what the work they start answers. Three
// shapes, by how the work is described: from the state stream (`reduceWithEffects`), per reduced event
// (`runScreen`, whose work answers events; `pageLoop`, whose effects answer none).
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

/** What a screen is: its state, how an event changes it, and the work an event starts. */
export interface ScreenMachine<S, Ev> {
  /** Read when someone starts watching (the browser's stored choices, say). */
  readonly initial: () => S;
  /** Intents and port events from outside (the session's state, a first load request). */
  readonly inputs$: Observable<Ev>;
  /** The pure reducer: every decision about the state is taken here. */
  readonly reduce: (state: S, event: Ev) => S;
  /**
   * The work an event starts, read from the reducer's decision (`before` → `after`): port calls, notices, storage.
   * Built lazily (nothing runs until subscribed); its answers come back in as events.
   */
  readonly work: (before: S, event: Ev, after: S) => Observable<Ev>;
}

interface Step<S, Ev> {
  readonly state: S;
  readonly work: Observable<Ev>;
}

/**
 * A use-case's state as one stream: `scan` over its inputs and the answers of the work its events start. States
 * are emitted per event (an event the reducer ignores emits nothing), the state first and then its work, so a
 * synchronous answer is reduced after the state that asked for it. Each subscription runs its own machine: share
 * the result. Work outlives the subscription (see `detached`).
 */
export const runScreen = <S, Ev>(machine: ScreenMachine<S, Ev>): Observable<S> =>
  defer(() => {
    const answers = new Subject<Ev>();
    const start: Step<S, Ev> = { state: machine.initial(), work: EMPTY };
    const step = (last: Step<S, Ev>, event: Ev): Step<S, Ev> => {
      const state = machine.reduce(last.state, event);
      return { state, work: machine.work(last.state, event, state) };
    };
    // Answers first: an input that emits on subscription may start work that answers at once.
    return merge(answers, machine.inputs$).pipe(
      scan(step, start),
      connect((steps$) =>
        merge(
          steps$.pipe(map((s) => s.state), distinctUntilChanged()),
          steps$.pipe(
            mergeMap((s) => s.work.pipe(detached())),
            // The loop's one feedback: an answer of the work becomes the machine's next event.
            tap((answer) => answers.next(answer)),
            ignoreElements(),
          ),
        ),
      ),
    );
  });

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
