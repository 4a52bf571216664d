import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/lib/Either.js';
import { DOWNLOAD_FORMATS } from './download-format.js';
import { downloadFileName, sanitizeDownloadName, shortFileName, withExtension } from './file-names.js';
import { decodeBase64, isValidBase64 } from './base64.js';
import { classifyContentType } from './content-types.js';

/** Names mixing ordinary text, full Unicode, spaces, forbidden characters and extensions. */
const name = fc
  .array(fc.oneof(fc.string({ unit: 'grapheme' }), fc.constantFrom('/', '\\', ':', '*', '?', '"', '<', '>', '|', ' ', '.mp3', '.WAV', '.')))
  .map((parts) => parts.join(''));
const longName = fc.tuple(name, fc.nat({ max: 400 })).map(([text, pad]) => text + 'x'.repeat(pad));
const format = fc.constantFrom(...DOWNLOAD_FORMATS);

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** A plain reference encoder (RFC 4648, padded), written independently of the decoder under test. */
const encodeBase64 = (bytes: Uint8Array): string => {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = ((bytes[i] ?? 0) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = [18, 12, 6, 0].map((shift) => ALPHABET.charAt((n >> shift) & 63));
    const kept = Math.min(bytes.length - i, 3) + 1;
    out += chars.slice(0, kept).join('') + '='.repeat(4 - kept);
  }
  return out;
};

describe('downloads properties', () => {
  it('property: a short file name never contains a forbidden character and never exceeds 20', () => {
    fc.assert(
      fc.property(longName, (input) => {
        const short = shortFileName(input);
        expect(short).not.toMatch(/[/\\:*?"<>|]/);
        expect(short.length).toBeLessThanOrEqual(20);
      }),
    );
  });

  it('property: a download name never contains a non-word character other than . and - and never exceeds 255', () => {
    fc.assert(
      fc.property(longName, format, (input, extension) => {
        for (const result of [sanitizeDownloadName(input), downloadFileName(input, extension)]) {
          expect(result).toMatch(/^[\w.-]*$/);
          expect(result.length).toBeLessThanOrEqual(255);
        }
      }),
    );
  });

  it('property: extension replacement is idempotent', () => {
    fc.assert(
      fc.property(name, format, (input, extension) => {
        const once = withExtension(input, extension);
        expect(withExtension(once, extension)).toBe(once);
        expect(once.endsWith(`.${extension}`)).toBe(true);
        const download = downloadFileName(input, extension);
        expect(downloadFileName(download, extension)).toBe(download);
      }),
    );
  });

  it('property: the last requested extension wins', () => {
    fc.assert(
      fc.property(name, format, format, (input, first, second) => {
        expect(withExtension(withExtension(input, first), second)).toBe(withExtension(input, second));
      }),
    );
  });

  it('property: base64 decoding inverts encoding', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        const encoded = encodeBase64(bytes);
        expect(isValidBase64(encoded)).toBe(true);
        expect(decodeBase64(encoded)).toEqual(E.right(new Uint8Array(bytes)));
      }),
    );
  });

  it('property: content-type classification ignores parameters and case', () => {
    fc.assert(
      fc.property(fc.constantFrom('audio/mpeg', 'video/mp4', 'application/zip', 'text/html'), fc.string(), (type, params) => {
        const noisy = `${type.toUpperCase()}; ${params.replace(/;/g, '')}`;
        expect(classifyContentType(noisy)).toEqual(classifyContentType(type));
      }),
    );
  });
});
