import type { UserActivity } from '@cadence/application';
import { asyncScheduler, filter, fromEvent, map, merge, type Observable, type SchedulerLike, share, throttleTime } from 'rxjs';

/** At most one activity signal per second is enough for inactivity timeouts counted in seconds. */
export const USER_ACTIVITY_THROTTLE_MS = 1000;

/** How often activity is reported, and on which scheduler (tests pass a virtual one). */
export interface DomUserActivityOptions {
  readonly throttleMs?: number;
  readonly scheduler?: SchedulerLike;
}

/**
 * UserActivity from the page's events: pointer presses, key presses, window focus and the page becoming visible
 * again. Emits the event type, at most once per throttle window (the first event of a burst goes through).
 */
export class DomUserActivity implements UserActivity {
  readonly activity$: Observable<string>;

  constructor(view: Window = window, options: DomUserActivityOptions = {}) {
    const { throttleMs = USER_ACTIVITY_THROTTLE_MS, scheduler = asyncScheduler } = options;
    const document = view.document;
    const becameVisible$ = fromEvent(document, 'visibilitychange').pipe(
      filter(() => document.visibilityState === 'visible'),
    );
    this.activity$ = merge(
      fromEvent(view, 'pointerdown'),
      fromEvent(view, 'keydown'),
      fromEvent(view, 'focus'),
      becameVisible$,
    ).pipe(
      map((event) => event.type),
      throttleTime(throttleMs, scheduler),
      share(),
    );
  }
}
