import { fail, type Failure } from './failure.js';

/** A UTF-16 surrogate without its other half: not Unicode text, and refused by PostgreSQL's JSON. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const UNSAFE_MESSAGE = 'must not contain NUL characters or unpaired surrogates';

/** NUL (PostgreSQL refuses it in text and JSON) or a lone surrogate. */
const isUnsafe = (text: string): boolean => text.includes('\u0000') || LONE_SURROGATE.test(text);

const decodes = (text: string, decode: (text: string) => string): string | null => {
  try {
    return decode(text);
  } catch {
    return null;
  }
};

/** The dotted name of the first string (or object key) in a decoded JSON or form value that is not storable text. */
const unsafeFieldOf = (value: unknown, at: string): string | null => {
  if (typeof value === 'string') return isUnsafe(value) ? at : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const name = Array.isArray(value) ? `${at}[${key}]` : at === '' ? key : `${at}.${key}`;
    if (isUnsafe(key)) return name;
    const found = unsafeFieldOf(item, name);
    if (found !== null) return found;
  }
  return null;
};

/**
 * Refuses a path the router cannot decode: each segment is decoded once more by the router (as
 * decodeURIComponent), so a malformed escape there (%ZZ, %FF, overlong %C0%AE, a cut %E0%A4%A) is a 400, and so
 * is a segment that decodes to NUL.
 */
export const checkPath = (path: string): Failure | null => {
  for (const segment of path.split('/')) {
    const decoded = decodes(segment, decodeURIComponent);
    if (decoded === null) return fail('malformed_url', 'The address has a malformed percent-escape: escapes must encode UTF-8 text.');
    if (isUnsafe(decoded)) return fail('malformed_url', `The address ${UNSAFE_MESSAGE}.`);
  }
  return null;
};

/** Refuses a raw query string with an escape that is not UTF-8 (the decoder would otherwise keep it as literal text). */
export const checkRawQuery = (url: string): Failure | null => {
  const start = url.indexOf('?');
  if (start === -1) return null;
  const query = url.slice(start + 1).split('#')[0] ?? '';
  const malformed = query.split('&').some((pair) => decodes(pair.replace(/\+/g, ' '), decodeURIComponent) === null);
  return malformed ? fail('malformed_url', 'The query has a malformed percent-escape: escapes must encode UTF-8 text.') : null;
};

/** Refuses decoded query values and body strings that no database can store, naming the first such field. */
export const checkDecodedText = (query: Readonly<Record<string, unknown>>, body: unknown): Failure | null => {
  const parameter = unsafeFieldOf(query, '');
  if (parameter !== null) return fail('invalid_request', `Query parameter "${parameter.replace(/\[\d+\]$/, '')}" ${UNSAFE_MESSAGE}.`);
  const field = unsafeFieldOf(body, '');
  if (field === null) return null;
  return fail('invalid_request', field === '' ? `The request body ${UNSAFE_MESSAGE}.` : `Field "${field}" ${UNSAFE_MESSAGE}.`);
};
