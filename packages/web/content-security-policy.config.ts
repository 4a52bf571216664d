/**
 * The web app's Content-Security-Policy and the headers that go with it, for Vite's dev and preview servers (a server
 * that serves the built app sends the same headers). The built app loads only its own hashed scripts and style sheets,
 * talks to the API, and plays audio and video from the API and from blob: URLs (MediaSource, downloads).
 */
export interface PolicyOptions {
  /** The API's origin (VITE_API_URL). */
  readonly apiOrigin: string;
  /**
   * Vite's dev server only: the nonce Vite puts on the scripts and styles it injects (the React refresh preamble,
   * CSS hot updates). Per server start; the built app has no inline script or style and needs none.
   */
  readonly devNonce?: string | undefined;
}

export const contentSecurityPolicy = ({ apiOrigin, devNonce }: PolicyOptions): string => {
  const nonce = devNonce === undefined ? '' : ` 'nonce-${devNonce}'`;
  return [
    "default-src 'self'",
    `script-src 'self'${nonce}`,
    `style-src 'self'${nonce}`,
    `connect-src 'self' ${apiOrigin}`,
    `img-src 'self' data: blob: ${apiOrigin}`,
    `media-src 'self' blob: ${apiOrigin}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
};

/** Every header the web app is served with. */
export const securityHeaders = (options: PolicyOptions): Record<string, string> => ({
  'Content-Security-Policy': contentSecurityPolicy(options),
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
});
