import { describe, it, expect } from 'vitest';
import * as E from 'fp-ts/lib/Either.js';
import { decodeBase64, isValidBase64, requireBody } from './base64.js';

describe('isValidBase64', () => {
  it('accepts padded standard base64', () => {
    expect(isValidBase64('SGVsbG8=')).toBe(true);
    expect(isValidBase64('SGVsbA==')).toBe(true);
    expect(isValidBase64('SGVs')).toBe(true);
    expect(isValidBase64('')).toBe(true);
  });

  it('refuses bad lengths, bad characters, misplaced padding and whitespace', () => {
    expect(isValidBase64('SGVsbG8')).toBe(false);
    expect(isValidBase64('SGV$bG8=')).toBe(false);
    expect(isValidBase64('SG=sbG8=')).toBe(false);
    expect(isValidBase64('SGVs bG8=')).toBe(false);
    expect(isValidBase64('SGVsbG8-')).toBe(false);
  });
});

describe('decodeBase64', () => {
  it('decodes to bytes', () => {
    expect(decodeBase64('SGVsbG8=')).toEqual(E.right(new Uint8Array([72, 101, 108, 108, 111])));
    expect(decodeBase64('/+8=')).toEqual(E.right(new Uint8Array([255, 239])));
  });

  it('fails on invalid input', () => {
    expect(decodeBase64('not base64!')).toEqual(E.left({ _tag: 'InvalidBase64' }));
  });
});

describe('requireBody', () => {
  it('refuses a null body', () => {
    expect(requireBody(null)).toEqual(E.left({ _tag: 'NullBody' }));
    expect(requireBody('bytes')).toEqual(E.right('bytes'));
  });
});
