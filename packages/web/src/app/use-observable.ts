import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { Observable, Subscription } from 'rxjs';

/**
 * The one bridge from observables to React. State streams are read with `useObservable` (built on
 * `useSyncExternalStore`, one shared subscription per observable, errors rethrown to the nearest error
 * boundary); intents that answer are run with `useIntent`, whose subscriptions end with the component. Events the
 * user must see (toasts, navigations) do not pass through components: use-cases raise them through Notifications.
 */

type Snapshot<T> =
  | { readonly kind: 'pending' }
  | { readonly kind: 'value'; readonly value: T }
  | { readonly kind: 'error'; readonly error: unknown };

const PENDING: Snapshot<never> = { kind: 'pending' };

/** One subscription to a source, shared by every component that reads it, kept while anyone listens. */
class ObservableStore<T> {
  private snapshot: Snapshot<T> = PENDING;
  private subscription: Subscription | null = null;
  private readonly listeners = new Set<() => void>();
  private idleCheck: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly source: Observable<T>,
    private readonly onDisconnect: () => void,
  ) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.connect();
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
      this.scheduleIdleCheck();
    };
  };

  readonly getSnapshot = (): Snapshot<T> => {
    this.connect();
    this.scheduleIdleCheck();
    return this.snapshot;
  };

  private connect(): void {
    if (this.subscription !== null) return;
    this.subscription = this.source.subscribe({
      next: (value) => this.update({ kind: 'value', value }),
      error: (error: unknown) => this.update({ kind: 'error', error }),
    });
  }

  private update(snapshot: Snapshot<T>): void {
    this.snapshot = snapshot;
    this.listeners.forEach((listener) => listener());
  }

  /** Drops the subscription once nobody has listened for a tick (a render that never mounted, or unmounts). */
  private scheduleIdleCheck(): void {
    if (this.idleCheck !== null || this.listeners.size > 0) return;
    this.idleCheck = setTimeout(() => {
      this.idleCheck = null;
      if (this.listeners.size > 0) return;
      this.subscription?.unsubscribe();
      this.subscription = null;
      this.snapshot = PENDING;
      this.onDisconnect();
    }, 0);
  }
}

const stores = new WeakMap<Observable<unknown>, ObservableStore<unknown>>();

const storeFor = <T>(source: Observable<T>): ObservableStore<T> => {
  const existing = stores.get(source) as ObservableStore<T> | undefined;
  if (existing !== undefined) return existing;
  const created: ObservableStore<T> = new ObservableStore(source, () => {
    if (stores.get(source) === created) stores.delete(source);
  });
  stores.set(source, created as ObservableStore<unknown>);
  return created;
};

/** The latest value of a state stream, or `initial` until it emits; an error is thrown to the error boundary. */
export function useObservable<T>(source: Observable<T>, initial: T): T;
export function useObservable<T>(source: Observable<T>): T | undefined;
export function useObservable<T>(source: Observable<T>, initial?: T): T | undefined {
  const store = storeFor(source);
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  if (snapshot.kind === 'error') throw snapshot.error;
  return snapshot.kind === 'value' ? snapshot.value : initial;
}

/**
 * Runs intents (observables of one result); their subscriptions end when the component unmounts. An intent
 * that errors (use-cases answer failures as values, so this is a defect) is thrown to the error boundary.
 */
export const useIntent = (): (<T>(intent: Observable<T>, onResult?: (result: T) => void) => void) => {
  const running = useRef(new Set<Subscription>());
  const [failure, setFailure] = useState<Snapshot<never>>(PENDING);
  if (failure.kind === 'error') throw failure.error;
  useEffect(() => {
    const subscriptions = running.current;
    return () => {
      subscriptions.forEach((subscription) => subscription.unsubscribe());
      subscriptions.clear();
    };
  }, []);
  return useCallback(<T>(intent: Observable<T>, onResult?: (result: T) => void) => {
    const subscription = intent.subscribe({
      next: (result) => onResult?.(result),
      error: (error: unknown) => setFailure({ kind: 'error', error }),
    });
    if (subscription.closed) return;
    running.current.add(subscription);
    subscription.add(() => running.current.delete(subscription));
  }, []);
};
