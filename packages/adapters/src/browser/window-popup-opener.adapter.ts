import type { PopupOpener } from '@cadence/application';

/** What the opener needs of the browser: window.open. */
export type WindowOpen = (url: string, target: string, features: string) => unknown;

/** PopupOpener on window.open: a new window, without access back to this page (noopener, noreferrer). */
export class WindowPopupOpener implements PopupOpener {
  constructor(private readonly open_: WindowOpen = (url, target, features) => window.open(url, target, features)) {}

  open(url: string): void {
    this.open_(url, '_blank', 'noopener,noreferrer');
  }
}
