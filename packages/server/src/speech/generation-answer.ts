import type { Outcome } from '../http/operation.js';
import { concatBytes } from './audio-encoder.js';
import { contentTypeOf, type OutputFormat } from './output-format.js';
import type { AudioPiece } from './speech-generation.js';

/** A byte stream of the pieces: `done` when it completes, `abandoned` when it fails or is cancelled. */
export const streamOf = (
  pieces: AsyncIterable<AudioPiece>, frame: (piece: AudioPiece) => Uint8Array, done: () => Promise<void>, abandoned: () => void,
): ReadableStream<Uint8Array> => {
  const iterator = pieces[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    pull: async (controller) => {
      try {
        const next = await iterator.next();
        if (next.done === true) {
          await done();
          controller.close();
        } else controller.enqueue(frame(next.value));
      } catch (error) {
        abandoned();
        controller.error(error);
      }
    },
    cancel: async () => {
      abandoned();
      await iterator.return?.();
    },
  });
};

/** The pieces unchanged, keeping each one's audio (the stream's item is stored when it completes). */
export async function* keepAudio(pieces: AsyncIterable<AudioPiece>, heard: Uint8Array[]): AsyncIterable<AudioPiece> {
  for await (const piece of pieces) {
    heard.push(piece.audio);
    yield piece;
  }
}

export const collect = async (pieces: AsyncIterable<AudioPiece>): Promise<readonly AudioPiece[]> => {
  const all: AudioPiece[] = [];
  for await (const piece of pieces) all.push(piece);
  return all;
};

/** A generation whose slot is taken and characters charged: how to answer its audio and store it. */
export interface AudioGeneration {
  readonly pieces: AsyncIterable<AudioPiece>;
  readonly format: OutputFormat;
  readonly streaming: boolean;
  /** history-item-id, character-cost, request-id. */
  readonly headers: Readonly<Record<string, string>>;
  readonly store: (audio: Uint8Array) => Promise<void>;
  /** Frees the workspace's generation slot (idempotent). */
  readonly release: () => void;
}

/**
 * Answers the audio of a generation, streamed or whole. A streamed item is stored before the stream closes, so
 * it is in the history once the last byte arrived; the slot is freed when it ends, fails or is cancelled.
 */
export const answerAudio = async (generation: AudioGeneration): Promise<Outcome> => {
  const headers = { ...generation.headers, 'content-type': contentTypeOf(generation.format) };
  if (generation.streaming) {
    const heard: Uint8Array[] = [];
    const finish = async (): Promise<void> => {
      generation.release();
      await generation.store(concatBytes(heard));
    };
    return { status: 200, body: streamOf(keepAudio(generation.pieces, heard), (piece) => piece.audio, finish, generation.release), headers };
  }
  try {
    const audio = concatBytes((await collect(generation.pieces)).map((piece) => piece.audio));
    await generation.store(audio);
    return { status: 200, body: audio, headers };
  } finally {
    generation.release();
  }
};
