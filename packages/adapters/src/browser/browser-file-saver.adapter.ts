import type { FileSaver, SavedFile } from '@cadence/application';
import { defer, of, type Observable } from 'rxjs';

/** What the saver needs of the browser: object URLs and a document to click a download link in. */
export interface FileSaverHost {
  readonly document: Pick<Document, 'createElement' | 'body'>;
  readonly url: Pick<typeof URL, 'createObjectURL' | 'revokeObjectURL'>;
}

const browserHost = (): FileSaverHost => ({ document, url: URL });

/**
 * FileSaver on a Blob, an object URL and a clicked `<a download>`. The URL is revoked on the next task, after the
 * browser has started the download (revoking synchronously can cancel it in some browsers).
 */
export class BrowserFileSaver implements FileSaver {
  constructor(private readonly host: () => FileSaverHost = browserHost) {}

  save(file: SavedFile): Observable<void> {
    return defer(() => {
      const { document: doc, url } = this.host();
      // Copy into a fresh ArrayBuffer-backed view: Blob wants ArrayBuffer, not a possibly shared buffer.
      const href = url.createObjectURL(new Blob([new Uint8Array(file.bytes)], { type: file.contentType }));
      const link = doc.createElement('a');
      link.href = href;
      link.download = file.name;
      link.rel = 'noopener';
      link.style.display = 'none';
      doc.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(() => url.revokeObjectURL(href), 0);
      return of(undefined);
    });
  }
}
