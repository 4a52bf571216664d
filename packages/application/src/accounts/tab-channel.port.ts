import type { Observable } from 'rxjs';

/** What one tab tells the others. */
export type TabMessage = { readonly type: 'signedOut' } | { readonly type: 'signedIn' };

/** Messages between the product's open tabs (BroadcastChannel in the browser); a tab does not hear itself. */
export interface TabChannel {
  readonly messages$: Observable<TabMessage>;
  post(message: TabMessage): void;
}
