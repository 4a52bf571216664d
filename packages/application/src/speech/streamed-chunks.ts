/**
 * The audio of a streamed item as it arrives, newest chunk first, as a persistent list: adding a chunk is O(1) and
 * shares the older ones (the player's state stays immutable without copying what it holds per chunk), and the whole
 * file is built once, when it is needed (the download of streamed bytes).
 */
export interface StreamedChunks {
  readonly last: Uint8Array;
  /** How many bytes come before `last`: where it goes in the whole file. */
  readonly offset: number;
  readonly count: number;
  readonly previous: StreamedChunks | null;
}

/** The list with one more chunk at its end; the chunk is kept, not copied. */
export const addChunk = (chunks: StreamedChunks | null, bytes: Uint8Array): StreamedChunks => ({
  last: bytes,
  offset: streamedSize(chunks),
  count: (chunks?.count ?? 0) + 1,
  previous: chunks,
});

/** The bytes held so far. */
export const streamedSize = (chunks: StreamedChunks | null): number => (chunks === null ? 0 : chunks.offset + chunks.last.length);

/** The whole file: each chunk copied once into its place. */
export const joinChunks = (chunks: StreamedChunks | null): Uint8Array => {
  const joined = new Uint8Array(streamedSize(chunks));
  Array.from({ length: chunks?.count ?? 0 }).reduce<StreamedChunks | null>((node) => {
    if (node === null) return null;
    joined.set(node.last, node.offset);
    return node.previous;
  }, chunks);
  return joined;
};
