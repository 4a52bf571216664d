/** The error name a browser gives a native share the user dismissed. */
export const NATIVE_SHARE_ABORT_ERROR_NAME = 'AbortError';

/** What to do after a native share fails: track a dismissal quietly, or fall back to copying the link. */
export type NativeShareFallback = 'trackAbortQuietly' | 'copyLink';

/** A native share that was aborted is only tracked quietly; any other failure falls back to copying the link. */
export const nativeShareFallback = (errorName: string | null | undefined): NativeShareFallback =>
  errorName === NATIVE_SHARE_ABORT_ERROR_NAME ? 'trackAbortQuietly' : 'copyLink';
