/** Opens an outside address in a NEW window, leaving the app where it is (the share modal's network buttons). */
export interface PopupOpener {
  open(url: string): void;
}
