import * as O from 'fp-ts/lib/Option.js';
import { parseAbsoluteUrl } from './url-parts.js';

/** True when the text is a valid absolute URL: scheme, "//", host, optional port, RFC 3986 characters only. */
export const isValidUrl = (text: string): boolean => O.isSome(parseAbsoluteUrl(text));

/** True when the text is a valid URL whose scheme is https (the secure check). */
export const isSecureUrl = (text: string): boolean =>
  O.exists((url: { readonly scheme: string }) => url.scheme === 'https')(parseAbsoluteUrl(text));
