import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

/** What the server's own HTML pages (dev mailbox, payment sandbox) may load and where their forms may go. */
export interface PagePolicy {
  /** The exact text of every inline <style> element the pages carry; each is allowed by its SHA-256 hash. */
  readonly inlineStyles: readonly string[];
  /** Origins the pages' forms post to or are redirected to after posting (besides the page's own). */
  readonly formTargets: readonly string[];
}

/** JSON, audio and video answers load nothing and are never framed. */
const API_POLICY = "default-src 'none'; media-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** The pages carry no script at all: only hashed inline styles, same-origin forms, no frames, no plugins. */
export const pageContentSecurityPolicy = ({ inlineStyles, formTargets }: PagePolicy): string => {
  const hashes = inlineStyles.map((style) => `'sha256-${createHash('sha256').update(style, 'utf8').digest('base64')}'`);
  return [
    "default-src 'none'",
    `style-src ${hashes.join(' ')}`,
    `form-action 'self' ${formTargets.join(' ')}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
};

/** Answers that carry tokens, reset links or payment pages: never stored by a browser or a proxy. */
const NO_STORE_PATHS = [/^\/v1\/auth\//, /^\/v1\/user\/api-keys(\/|$)/, /^\/(v1\/)?dev\/mailbox(\/|$)/, /^\/sandbox\//];

const isHtml = (contentType: string | null): boolean => (contentType ?? '').toLowerCase().startsWith('text/html');

/**
 * Security headers on every answer: a Content-Security-Policy (the page policy on HTML, a load-nothing policy
 * elsewhere), no framing, no MIME sniffing, no referrer, and Cache-Control: no-store on authentication answers.
 */
export const securityHeaders = (pages: PagePolicy): MiddlewareHandler => {
  const pagePolicy = pageContentSecurityPolicy(pages);
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set('content-security-policy', isHtml(headers.get('content-type')) ? pagePolicy : API_POLICY);
    headers.set('x-frame-options', 'DENY');
    headers.set('x-content-type-options', 'nosniff');
    headers.set('referrer-policy', 'no-referrer');
    if (NO_STORE_PATHS.some((path) => path.test(c.req.path))) headers.set('cache-control', 'no-store');
  };
};
