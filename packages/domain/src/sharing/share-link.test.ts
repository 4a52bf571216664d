import { describe, it, expect } from 'vitest';
import { SHARE_MODAL_TITLE, SHARE_NETWORKS, displayShareLink, shareNetworkUrl } from './share-link.js';

describe('share link', () => {
  it('titles the modal "Share with your community" and offers three networks', () => {
    expect(SHARE_MODAL_TITLE).toBe('Share with your community');
    expect(SHARE_NETWORKS).toEqual(['facebook', 'x', 'whatsapp']);
  });

  it('shows links of up to 38 characters in full', () => {
    const link = 'https://cadence.example/s/abcdefghijk'; // 37 characters
    expect(displayShareLink(link)).toBe(link);
    expect(displayShareLink(`${link}l`)).toBe(`${link}l`);
  });

  it('cuts longer links to 38 characters and an ellipsis', () => {
    expect(displayShareLink('https://cadence.example/s/abcdefghijklmnop')).toBe('https://cadence.example/s/abcdefghijkl\u2026');
  });

  it('builds encoded network URLs', () => {
    const link = 'https://cadence.example/s/a b?c=1&d=2';
    const encoded = 'https%3A%2F%2Fcadence.example%2Fs%2Fa%20b%3Fc%3D1%26d%3D2';
    expect(shareNetworkUrl('facebook', link)).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encoded}`);
    expect(shareNetworkUrl('x', link)).toBe(`https://x.com/intent/tweet?url=${encoded}`);
    expect(shareNetworkUrl('whatsapp', link)).toBe(`https://wa.me/?text=${encoded}`);
  });
});
