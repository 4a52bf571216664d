import {
  connect, defer, distinctUntilChanged, EMPTY, ignoreElements, map, merge, mergeMap, scan, share, Subject, tap,
  type MonoTypeOperatorFunction, type Observable,
} from 'rxjs';

/**
 * Lets work run to its end once started, whoever stops listening: a port call already sent completes and raises its
 * notices even when the page that asked for it was left (its answer then finds no state left to change).
 */
export const outlivingSubscribers = <T>(): MonoTypeOperatorFunction<T> => share({ resetOnRefCountZero: false });

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
 * the result. Work outlives the subscription (see `outlivingSubscribers`).
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
            mergeMap((s) => s.work.pipe(outlivingSubscribers())),
            // The loop's one feedback: an answer of the work becomes the machine's next event.
            tap((answer) => answers.next(answer)),
            ignoreElements(),
          ),
        ),
      ),
    );
  });
