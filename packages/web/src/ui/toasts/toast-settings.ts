/** How long a toast stays before it closes by itself (spec §9). */
export const TOAST_DURATION_MS = 5555;

/** How many toasts show at once (spec §9); a newer toast pushes out the oldest. */
export const TOAST_LIMIT = 3;

/** Where the toast area sits: top centre on sign-in and sign-up, bottom right elsewhere (spec §2). */
export type ToastPlacement = 'top-center' | 'bottom-right';

/** The placement of routes that do not name one. */
export const DEFAULT_TOAST_PLACEMENT: ToastPlacement = 'bottom-right';

/** The kinds of toast. */
export type ToastKind = 'success' | 'error' | 'info';
