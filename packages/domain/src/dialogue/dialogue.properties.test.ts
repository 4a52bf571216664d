import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import * as O from 'fp-ts/lib/Option.js';
import { normaliseDialogue } from './dialogue-rules.js';
import { hasV3Tag, normaliseTagWhitespace, stripV3Tags } from './dialogue-tags.js';
import { decodeStoredDialogue } from './dialogue-storage.js';

const textWithTags = fc
  .array(fc.oneof(fc.constantFrom('[', ']', ' ', '  ', '\t', ',', '.', 'x', 'laughs'), fc.string({ maxLength: 4 })))
  .map((parts) => parts.join(''));
const line = fc.record({ text: textWithTags, voice_id: fc.string() });

describe('dialogue properties', () => {
  it('property: dialogue normalisation never yields more than 50 lines or empty lines', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 120, size: 'max' }), (lines) => {
        const result = normaliseDialogue(lines);
        expect(result.length).toBeLessThanOrEqual(50);
        expect(result.every((entry) => entry.text.trim() !== '')).toBe(true);
      }),
    );
  });

  it('property: stripping v3 tags leaves no bracketed tag', () => {
    fc.assert(
      fc.property(textWithTags, (text) => {
        expect(hasV3Tag(stripV3Tags(text))).toBe(false);
      }),
    );
  });

  it('property: tag whitespace normalisation is idempotent', () => {
    fc.assert(
      fc.property(textWithTags, (text) => {
        const once = normaliseTagWhitespace(text);
        expect(normaliseTagWhitespace(once)).toBe(once);
      }),
    );
  });

  it('property: a stored value that is not an array of {text, voice_id} strings is ignored', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const valid =
          Array.isArray(value) &&
          value.every(
            (entry: unknown) =>
              typeof entry === 'object' && entry !== null && !Array.isArray(entry) &&
              typeof (entry as Record<string, unknown>)['text'] === 'string' &&
              typeof (entry as Record<string, unknown>)['voice_id'] === 'string',
          );
        expect(O.isSome(decodeStoredDialogue(value))).toBe(valid);
      }),
    );
  });
});
