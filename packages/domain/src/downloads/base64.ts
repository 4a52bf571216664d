import * as E from 'fp-ts/lib/Either.js';
import type { DownloadError } from './download-errors.js';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

const CANONICAL = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/**
 * True when the string is standard padded base64: the + and / alphabet, a length that is a multiple
 * of 4, at most two = at the end, no whitespace; the empty string is valid (zero bytes).
 */
export const isValidBase64 = (value: string): boolean => CANONICAL.test(value);

const sextets = (value: string): number[] => Array.from(value.replace(/=+$/, ''), (char) => ALPHABET.indexOf(char));

/** Decodes standard base64 into bytes, or fails with InvalidBase64 when the string is not valid. */
export const decodeBase64 = (value: string): E.Either<DownloadError, Uint8Array> => {
  if (!isValidBase64(value)) return E.left({ _tag: 'InvalidBase64' });
  const digits = sextets(value);
  const bytes = new Uint8Array(Math.floor((digits.length * 6) / 8));
  let buffer = 0;
  let bits = 0;
  let index = 0;
  for (const digit of digits) {
    buffer = ((buffer << 6) | digit) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[index++] = (buffer >> bits) & 0xff;
    }
  }
  return E.right(bytes);
};

/** The response body, or the NullBody error when it is null. */
export const requireBody = <T>(body: T | null): E.Either<DownloadError, T> =>
  body === null ? E.left({ _tag: 'NullBody' }) : E.right(body);
