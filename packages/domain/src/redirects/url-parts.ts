import * as O from 'fp-ts/lib/Option.js';

/**
 * The parts of an absolute hierarchical URL (scheme://authority path ?query #fragment) as RFC 3986 splits them;
 * scheme and host are lower-cased, query and fragment are null when absent.
 */
export interface UrlParts {
  readonly scheme: string;
  readonly userinfo: string | null;
  readonly host: string;
  readonly port: number | null;
  readonly path: string;
  readonly query: string | null;
  readonly fragment: string | null;
}

/** Printable ASCII without space: anything else (whitespace, control, non-ASCII) makes a URL invalid here. */
const PRINTABLE = /^[\x21-\x7e]*$/;
const ABSOLUTE = /^([A-Za-z][A-Za-z0-9+.-]*):\/\/([^/?#]*)([^?#]*)(?:\?([^#]*))?(?:#(.*))?$/;
const PCT = '%[0-9A-Fa-f]{2}';
const PCHAR = `(?:[A-Za-z0-9\\-._~!$&'()*+,;=:@]|${PCT})`;
const PATH = new RegExp(`^(?:/${PCHAR}*)*$`);
const QUERY_OR_FRAGMENT = new RegExp(`^(?:${PCHAR}|[/?])*$`);
const REG_NAME = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*$/;
const IP_LITERAL = /^\[[0-9A-Fa-f:.]+\]$/;
const USERINFO = new RegExp(`^(?:[A-Za-z0-9\\-._~!$&'()*+,;=:]|${PCT})*$`);
const PORT = /^[0-9]{1,5}$/;

/** The port a scheme uses when none is written (http 80, https 443), if the scheme has one. */
export const defaultPort = (scheme: string): number | null =>
  scheme === 'http' ? 80 : scheme === 'https' ? 443 : null;

/** True when a query or fragment holds only RFC 3986 query characters and well-formed percent escapes. */
export const isValidQueryOrFragment = (text: string | null): boolean =>
  text === null || QUERY_OR_FRAGMENT.test(text);

/** True when a path holds only RFC 3986 path characters and well-formed percent escapes. */
export const isValidPath = (path: string): boolean => PATH.test(path);

interface Authority {
  readonly userinfo: string | null;
  readonly host: string;
  readonly port: number | null;
}

const parsePort = (text: string | undefined): O.Option<number | null> => {
  if (text === undefined) return O.some(null);
  if (!PORT.test(text)) return O.none;
  const port = Number(text);
  return port <= 65535 ? O.some(port) : O.none;
};

const parseAuthority = (authority: string): O.Option<Authority> => {
  const at = authority.lastIndexOf('@');
  const userinfo = at >= 0 ? authority.slice(0, at) : null;
  const hostPort = authority.slice(at + 1);
  const match = /^(\[[^\]]*\]|[^:]*)(?::(.*))?$/.exec(hostPort);
  const host = match?.[1] ?? '';
  if (userinfo !== null && !USERINFO.test(userinfo)) return O.none;
  if (!REG_NAME.test(host) && !IP_LITERAL.test(host)) return O.none;
  return O.map((port: number | null) => ({ userinfo, host: host.toLowerCase(), port }))(parsePort(match?.[2]));
};

/**
 * Splits an absolute hierarchical URL into its parts, or none when it is not one: the whole text must be
 * printable ASCII, with a scheme, "//", a host name or bracketed IP literal, an optional numeric port and
 * RFC 3986 characters in path, query and fragment. Stricter than browsers on purpose: what is ambiguous is invalid.
 */
export const parseAbsoluteUrl = (text: string): O.Option<UrlParts> => {
  if (!PRINTABLE.test(text)) return O.none;
  const match = ABSOLUTE.exec(text);
  if (match === null) return O.none;
  const [, scheme = '', authority = '', path = '', query, fragment] = match;
  if (!isValidPath(path) || !isValidQueryOrFragment(query ?? null) || !isValidQueryOrFragment(fragment ?? null)) {
    return O.none;
  }
  return O.map((a: Authority) => ({
    scheme: scheme.toLowerCase(),
    ...a,
    path,
    query: query ?? null,
    fragment: fragment ?? null,
  }))(parseAuthority(authority));
};

/** The port a URL really talks to: the written one, or its scheme's default. */
export const effectivePort = (url: UrlParts): number | null => url.port ?? defaultPort(url.scheme);
