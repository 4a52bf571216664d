import type { Observable } from 'rxjs';

/** What the native share sheet is given. */
export interface NativeShareData {
  readonly title: string;
  readonly url: string;
}

/** How a native share ended: shared, or failed with the browser's error name (AbortError when dismissed). */
export type NativeShareResult = { readonly shared: true } | { readonly shared: false; readonly errorName: string | null };

/** The device's own share sheet (navigator.share). */
export interface NativeShare {
  canShare(data: NativeShareData): boolean;
  /** Emits once when the sheet closes; never errors. */
  share(data: NativeShareData): Observable<NativeShareResult>;
}
