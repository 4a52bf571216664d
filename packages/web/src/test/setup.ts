import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

/** jsdom lacks ResizeObserver, which Radix measures popovers with. */
class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

if (typeof window !== 'undefined') {
  window.ResizeObserver ??= NoopResizeObserver;
  window.scrollTo = () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
}

afterEach(() => {
  if (typeof window === 'undefined') return;
  cleanup();
  document.documentElement.className = '';
});
