import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { estimateVideoProgress } from './video-generation.js';
import { displayShareLink, shareNetworkUrl, SHARE_NETWORKS } from './share-link.js';
import { INITIAL_SHARE_VIDEO_DIALOG_STATE, shareVideoDialogReducer } from './share-video-dialog.js';
import { VIDEO_THEMES } from './video-themes.js';

/** Any UTF-16 code units, lone surrogate halves included. */
const utf16Units = fc.array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 40 }).map((units) => String.fromCharCode(...units));
const elapsed = fc.double({ min: -1e9, max: 1e9, noNaN: true });

describe('sharing properties', () => {
  it('property: video progress is monotone in elapsed time and within [0, 1]', () => {
    fc.assert(
      fc.property(elapsed, elapsed, fc.nat({ max: 100000 }), (a, b, length) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        const p = estimateVideoProgress(early, length);
        const q = estimateVideoProgress(late, length);
        expect(p).toBeGreaterThanOrEqual(0);
        expect(q).toBeLessThanOrEqual(1);
        expect(p).toBeLessThanOrEqual(q);
      }),
    );
  });

  it('property: a displayed share link never exceeds 38 characters plus the ellipsis and starts the link', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii', maxLength: 120, size: 'max' }), (link) => {
        const shown = displayShareLink(link);
        expect(shown.length).toBeLessThanOrEqual(39);
        expect(link.startsWith(shown.replace(/\u2026$/, ''))).toBe(true);
      }),
    );
  });

  it('property: the network URL carries the link losslessly', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SHARE_NETWORKS), fc.string({ unit: 'grapheme' }), (network, link) => {
        const url = shareNetworkUrl(network, link);
        const query = url.slice(url.indexOf('=') + 1);
        expect(decodeURIComponent(query)).toBe(link);
      }),
    );
  });

  it('property: building a network URL never throws, even for malformed text', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SHARE_NETWORKS), utf16Units, (network, link) => {
        expect(() => shareNetworkUrl(network, link)).not.toThrow();
      }),
    );
  });

  it('property: selecting any theme always clears the generated video and progress', () => {
    fc.assert(
      fc.property(fc.constantFrom(...VIDEO_THEMES), fc.string(), fc.double({ min: 0, max: 1, noNaN: true }), (theme, url, progress) => {
        const state = { ...INITIAL_SHARE_VIDEO_DIALOG_STATE, videoUrl: url, progress };
        const next = shareVideoDialogReducer(state, { type: 'themeSelected', theme });
        expect(next.videoUrl).toBeNull();
        expect(next.progress).toBe(0);
      }),
    );
  });
});
