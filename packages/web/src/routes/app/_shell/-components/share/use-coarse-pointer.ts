import { useSyncExternalStore } from 'react';

/** Touch-first devices (phones, tablets) get the share modal as a bottom sheet with the native share button. */
const COARSE_POINTER_QUERY = '(pointer: coarse)';

const query = (): MediaQueryList | null =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(COARSE_POINTER_QUERY) : null;

const subscribe = (onChange: () => void): (() => void) => {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
};

/** True on a device whose primary pointer is coarse (a finger). */
export const useCoarsePointer = (): boolean =>
  useSyncExternalStore(subscribe, () => query()?.matches ?? false, () => false);
