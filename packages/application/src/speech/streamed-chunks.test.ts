import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addChunk, joinChunks, streamedSize, type StreamedChunks } from './streamed-chunks.js';

const listOf = (chunks: readonly Uint8Array[]): StreamedChunks | null => chunks.reduce<StreamedChunks | null>(addChunk, null);

describe('streamed chunks', () => {
  it('joins the chunks in the order they arrived', () => {
    const list = listOf([new Uint8Array([1, 2]), new Uint8Array([3]), new Uint8Array([]), new Uint8Array([4, 5, 6])]);
    expect(joinChunks(list)).toEqual(new Uint8Array([1, 2, 3, 4, 5, 6]));
    expect(streamedSize(list)).toBe(6);
  });

  it('holds nothing before the first chunk', () => {
    expect(joinChunks(null)).toEqual(new Uint8Array([]));
    expect(streamedSize(null)).toBe(0);
  });

  it('adds a chunk without copying it or the chunks before it', () => {
    const chunk = new Uint8Array([7, 8]);
    const before = listOf([new Uint8Array([1])]);
    const after = addChunk(before, chunk);
    expect(after.previous).toBe(before);
    expect(after.last).toBe(chunk);
  });

  it('property: joining the list gives the concatenation of the chunks', () => {
    fc.assert(
      fc.property(fc.array(fc.uint8Array({ maxLength: 20 }), { maxLength: 30 }), (chunks) => {
        expect(joinChunks(listOf(chunks))).toEqual(new Uint8Array(chunks.flatMap((chunk) => [...chunk])));
      }),
    );
  });
});
