import type { ObjectUrls } from '@cadence/application';

/** What the adapter needs of the browser's URL. */
export type ObjectUrlHost = Pick<typeof URL, 'createObjectURL' | 'revokeObjectURL'>;

/** ObjectUrls on Blobs and blob: URLs. */
export class BlobObjectUrls implements ObjectUrls {
  constructor(private readonly url: ObjectUrlHost = URL) {}

  create(bytes: Uint8Array, contentType: string): string {
    // Copy into a fresh ArrayBuffer-backed view: Blob wants ArrayBuffer, not a possibly shared buffer.
    return this.url.createObjectURL(new Blob([new Uint8Array(bytes)], { type: contentType }));
  }

  revoke(url: string): void {
    this.url.revokeObjectURL(url);
  }
}
