/** The kinds of toast the shell shows. */
export type NoticeKind = 'success' | 'error' | 'info';

/**
 * Something the user must see or follow that is not part of any one screen's view: a toast, a move to another
 * route of the app, or leaving the app for a hosted page (checkout, billing portal).
 */
export type Notice =
  | { readonly type: 'toast'; readonly kind: NoticeKind; readonly message: string }
  | { readonly type: 'navigate'; readonly to: string }
  | { readonly type: 'leave'; readonly url: string };

/**
 * The app-wide outlet for notices. It lives as long as the app, so a notice raised by work that outlives its page
 * (a generation finishing after the user navigated away) is still shown. Use-cases call it from their pipelines;
 * they never keep notices in a subject of their own.
 */
export interface Notifications {
  notify(notice: Notice): void;
}

/** A toast notice. */
export const toast = (kind: NoticeKind, message: string): Notice => ({ type: 'toast', kind, message });
