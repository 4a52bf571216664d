import type { Observable } from 'rxjs';
import type { DownloadFormat } from '@cadence/domain';

/** What the user asked to download: history items (one file, or a zip of several) in a format. */
export interface DownloadRequest {
  readonly historyItemIds: readonly string[];
  /** Default mp3 (the domain's DEFAULT_DOWNLOAD_FORMAT). */
  readonly format?: DownloadFormat;
  /** The item's title, for the file name of a single item (the domain's naming rules apply). */
  readonly title?: string;
}

/** How a download ended: saved under a name, or failed with the spec's message. */
export type DownloadOutcome =
  | { readonly kind: 'saved'; readonly fileName: string }
  | { readonly kind: 'failed'; readonly message: string };

/** Downloads of history items, shared by the history list and the global player. */
export interface DownloadsUseCase {
  /** Fetches, checks (content type, body) and saves; emits the outcome once. */
  download(request: DownloadRequest): Observable<DownloadOutcome>;
}
