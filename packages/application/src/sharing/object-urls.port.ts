/**
 * Turns bytes into a short-lived address an image or video element can show (a blob: URL in the browser), so
 * the application handles only opaque strings. Every made URL must be revoked once it is no longer shown.
 */
export interface ObjectUrls {
  create(bytes: Uint8Array, contentType: string): string;
  revoke(url: string): void;
}
