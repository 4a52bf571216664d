import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { BrowserClipboard } from './browser-clipboard.adapter.js';
import { BrowserNativeShare } from './browser-native-share.adapter.js';
import { WindowPopupOpener } from './window-popup-opener.adapter.js';
import { BlobObjectUrls } from './blob-object-urls.adapter.js';

const data = { title: 'Share', url: 'https://app.test/share/abc' };

describe('BrowserClipboard', () => {
  it('answers true once written, false when refused or absent', async () => {
    const written: string[] = [];
    expect(await firstValueFrom(new BrowserClipboard(() => ({ writeText: (text) => { written.push(text); return Promise.resolve(); } })).writeText('x'))).toBe(true);
    expect(written).toEqual(['x']);
    expect(await firstValueFrom(new BrowserClipboard(() => ({ writeText: () => Promise.reject(new Error('denied')) })).writeText('x'))).toBe(false);
    expect(await firstValueFrom(new BrowserClipboard(() => undefined).writeText('x'))).toBe(false);
  });
});

describe('BrowserNativeShare', () => {
  it('is unsupported without navigator.share', () => {
    expect(new BrowserNativeShare(() => ({})).canShare(data)).toBe(false);
    expect(new BrowserNativeShare(() => ({ share: () => Promise.resolve() })).canShare(data)).toBe(true);
    expect(new BrowserNativeShare(() => ({ share: () => Promise.resolve(), canShare: () => false })).canShare(data)).toBe(false);
  });

  it('answers shared, or the rejection’s error name', async () => {
    expect(await firstValueFrom(new BrowserNativeShare(() => ({ share: () => Promise.resolve() })).share(data))).toEqual({ shared: true });
    const abort = new DOMException('dismissed', 'AbortError');
    expect(await firstValueFrom(new BrowserNativeShare(() => ({ share: () => Promise.reject(abort) })).share(data))).toEqual({ shared: false, errorName: 'AbortError' });
  });
});

describe('WindowPopupOpener', () => {
  it('opens a new window without an opener', () => {
    const opened: string[][] = [];
    new WindowPopupOpener((...args) => opened.push(args)).open('https://x.com/intent/tweet?url=a');
    expect(opened).toEqual([['https://x.com/intent/tweet?url=a', '_blank', 'noopener,noreferrer']]);
  });
});

describe('BlobObjectUrls', () => {
  it('makes and revokes blob URLs of the given type', () => {
    const made: Blob[] = [];
    const revoked: string[] = [];
    const urls = new BlobObjectUrls({ createObjectURL: (blob) => { made.push(blob as Blob); return 'blob:1'; }, revokeObjectURL: (url) => revoked.push(url) });
    expect(urls.create(new Uint8Array([1]), 'image/png')).toBe('blob:1');
    expect(made[0]?.type).toBe('image/png');
    urls.revoke('blob:1');
    expect(revoked).toEqual(['blob:1']);
  });
});
