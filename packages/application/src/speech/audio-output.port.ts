import type { Observable } from 'rxjs';
import type { PlayerEvent } from '@cadence/domain';

/** Where streamed audio goes while it is made: one chunk at a time, then end(). */
export interface AudioStreamSink {
  append(chunk: Uint8Array): void;
  /** The generation completed: play what was appended to its end. */
  end(): void;
}

/**
 * What the audio element reports: state-machine events (the domain's PlayerEvent: loaded, play, pause, end,
 * error…), the position and the duration in seconds (Infinity or NaN while unknown).
 */
export type AudioOutputEvent =
  | { readonly type: 'player'; readonly event: PlayerEvent }
  | { readonly type: 'time'; readonly seconds: number }
  | { readonly type: 'duration'; readonly seconds: number };

/** The one audio output the global player drives (an audio element in the browser). */
export interface AudioOutput {
  readonly events$: Observable<AudioOutputEvent>;
  /** Plays a finished file from an address the browser can fetch without credentials (voice previews). */
  loadUrl(url: string): void;
  /** Plays a finished file held in memory (history audio fetched with the bearer token). */
  loadBytes(bytes: Uint8Array, contentType: string): void;
  /** Starts a streamed item: the returned sink takes the chunks; playback starts as soon as it can. */
  openStream(contentType: string): AudioStreamSink;
  play(): void;
  pause(): void;
  seek(seconds: number): void;
  setRate(rate: number): void;
}

/** The token for binding AudioOutput in a container. */
export const AudioOutput = Symbol.for('cadence.AudioOutput');
