import { useEffect } from 'react';

/** Typing in a field must not move the player. */
const isTextEntry = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || target.getAttribute('role') === 'slider');

/** ← and → seek the player (3 s, decided by the use-case) when focus is not in a text field. */
export const useArrowKeys = (enabled: boolean, onArrow: (direction: 'left' | 'right') => void): void => {
  useEffect(() => {
    if (!enabled) return undefined;
    const listener = (event: KeyboardEvent) => {
      if ((event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') || isTextEntry(event.target)) return;
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      onArrow(event.key === 'ArrowLeft' ? 'left' : 'right');
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [enabled, onArrow]);
};
