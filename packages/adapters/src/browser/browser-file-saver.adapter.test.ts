// @vitest-environment jsdom
import { firstValueFrom } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { BrowserFileSaver } from './browser-file-saver.adapter.js';

describe('BrowserFileSaver', () => {
  it('clicks a download link named after the file with an object URL of its bytes, then revokes the URL', async () => {
    vi.useFakeTimers();
    const blobs: Blob[] = [];
    const revoked: string[] = [];
    const url = {
      createObjectURL: (blob: Blob) => { blobs.push(blob); return 'blob:fake-1'; },
      revokeObjectURL: (href: string) => { revoked.push(href); },
    };
    const clicks: { href: string; download: string; attached: boolean }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ href: this.getAttribute('href') ?? '', download: this.download, attached: this.isConnected });
    });

    await firstValueFrom(
      new BrowserFileSaver(() => ({ document, url })).save({ name: 'hello.mp3', contentType: 'audio/mpeg', bytes: new Uint8Array([1, 2, 3]) }),
    );

    expect(clicks).toEqual([{ href: 'blob:fake-1', download: 'hello.mp3', attached: true }]);
    expect(blobs[0]?.type).toBe('audio/mpeg');
    expect(blobs[0]?.size).toBe(3);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revoked).toEqual([]);
    vi.runAllTimers();
    expect(revoked).toEqual(['blob:fake-1']);
    click.mockRestore();
    vi.useRealTimers();
  });
});
