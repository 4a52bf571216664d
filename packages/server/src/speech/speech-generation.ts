import { createAudioEncoder, wavFile, concatBytes } from './audio-encoder.js';
import { estimateAlignment, type CharacterAlignment } from './alignment.js';
import type { OutputFormat } from './output-format.js';
import type { EngineVoice, PcmChunk, SpeechEngine, SpeechSettings } from './speech-engine.port.js';

/** One piece of a generation's answer: encoded audio bytes and the alignment of the text they say. */
export interface AudioPiece {
  readonly audio: Uint8Array;
  readonly alignment: CharacterAlignment;
}

export interface GenerationRequest {
  readonly text: string;
  readonly voice: EngineVoice;
  readonly settings: SpeechSettings;
  readonly format: OutputFormat;
  readonly streaming: boolean;
}

/**
 * Renders a generation piece by piece through one continuous encoder; the last piece carries the encoder's flush.
 * A non-streamed WAV is returned as one piece with the real length in its header.
 */
export const generateSpeech = (engine: SpeechEngine, request: GenerationRequest): AsyncIterable<AudioPiece> =>
  encodeSpeech(engine.synthesize(request.text, request.voice, request.settings), request.format, request.streaming);

/**
 * Encodes PCM chunks (from the engine, several engine runs one after another, or converted audio) as one
 * continuous answer in the output format, with each chunk's estimated alignment.
 */
export async function* encodeSpeech(chunks: AsyncIterable<PcmChunk>, format: OutputFormat, streaming: boolean): AsyncIterable<AudioPiece> {
  const encoder = createAudioEncoder(format, streaming);
  let seconds = 0;
  const held: AudioPiece[] = [];
  const wholeWav = format.codec === 'wav' && !streaming;
  for await (const chunk of chunks) {
    const duration = chunk.samples.length / chunk.sampleRate;
    const piece = { audio: encoder.encode(chunk.samples, chunk.sampleRate), alignment: estimateAlignment(chunk.text, seconds, duration) };
    seconds += duration;
    if (wholeWav) held.push(piece);
    else yield piece;
  }
  const tail = encoder.finish();
  if (wholeWav) {
    yield { audio: wavFile(format.sampleRate, concatBytes(held.map((piece) => piece.audio))), alignment: mergeAlignments(held.map((piece) => piece.alignment)) };
  } else if (tail.length > 0) {
    yield { audio: tail, alignment: { characters: [], character_start_times_seconds: [], character_end_times_seconds: [] } };
  }
}

/** The alignments of consecutive pieces as one. */
export const mergeAlignments = (alignments: readonly CharacterAlignment[]): CharacterAlignment => ({
  characters: alignments.flatMap((alignment) => alignment.characters),
  character_start_times_seconds: alignments.flatMap((alignment) => alignment.character_start_times_seconds),
  character_end_times_seconds: alignments.flatMap((alignment) => alignment.character_end_times_seconds),
});
