/** The voice settings of a generation, ElevenLabs field names; every field is filled in (defaults applied). */
export interface SpeechSettings {
  readonly stability: number;
  readonly similarity_boost: number;
  readonly style: number;
  readonly use_speaker_boost: boolean;
  readonly speed: number;
}

/** What an engine needs to know about a voice: its own voice name and the voice's gender. */
export interface EngineVoice {
  /** The engine's name for the voice (for espeak-ng: the domain's espeakVoice, e.g. en-gb-x-rp). */
  readonly engineVoice: string;
  readonly gender: 'female' | 'male';
}

/** A piece of synthesized speech: mono 16-bit PCM and the text it says. */
export interface PcmChunk {
  readonly samples: Int16Array;
  readonly sampleRate: number;
  /** The part of the input text this chunk says (consecutive chunks concatenate to the input). */
  readonly text: string;
}

/**
 * A speech engine: turns text into PCM, chunk by chunk, so the first chunk can be sent while the rest is made.
 * Failures are not expected: a broken engine is a bug, and the iterator throws.
 */
export interface SpeechEngine {
  synthesize(text: string, voice: EngineVoice, settings: SpeechSettings): AsyncIterable<PcmChunk>;
  /** Stops the engine's programs. */
  close(): Promise<void>;
}
