import type { Observable } from 'rxjs';

/** Emits whenever the person uses the page (pointer, keys, focus), for the workspace inactivity timeout. */
export interface UserActivity {
  readonly activity$: Observable<unknown>;
}
