import { describe, it, expect } from 'vitest';
import { nativeShareFallback } from './native-share.js';

describe('native share failure', () => {
  it('tracks an abort quietly', () => {
    expect(nativeShareFallback('AbortError')).toBe('trackAbortQuietly');
  });

  it('falls back to copying the link on any other failure', () => {
    expect(nativeShareFallback('NotAllowedError')).toBe('copyLink');
    expect(nativeShareFallback('DataError')).toBe('copyLink');
    expect(nativeShareFallback(undefined)).toBe('copyLink');
    expect(nativeShareFallback(null)).toBe('copyLink');
  });
});
