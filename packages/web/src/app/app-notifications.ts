import type { ExternalNavigator, Notifications } from '@cadence/application';
import type { Toaster } from './toaster';

/** The app's notifications: toasts go to the shell's toaster, in-app moves to the router, hosted pages out. */
export interface AppNotifications extends Notifications {
  /** Connects in-app navigation once the router exists (main.tsx); a move asked for before that is dropped. */
  routeWith(navigate: (to: string) => void): void;
}

/**
 * Lives as long as the app (one per container), like the toaster it feeds: a notice raised after its page was left
 * still lands in the toaster's list, which the shell renders on every page.
 */
export const createAppNotifications = (toaster: Toaster, external: ExternalNavigator): AppNotifications => {
  let navigate: ((to: string) => void) | null = null;
  return {
    routeWith: (next) => {
      navigate = next;
    },
    notify: (notice) => {
      switch (notice.type) {
        case 'toast':
          toaster.show(notice.kind, notice.message);
          return;
        case 'navigate':
          navigate?.(notice.to);
          return;
        case 'leave':
          external.assign(notice.url);
          return;
      }
    },
  };
};
