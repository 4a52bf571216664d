import type { Observable } from 'rxjs';
import type { PlayerEvent } from '@cadence/domain';

/**
 * What the audio element reports: state-machine events (the domain's PlayerEvent: loaded, play, pause, end,
 * error…), the position and the duration in seconds (Infinity or NaN while unknown).
 */
export type AudioOutputEvent =
  | { readonly type: 'player'; readonly event: PlayerEvent }
  | { readonly type: 'time'; readonly seconds: number }
  | { readonly type: 'duration'; readonly seconds: number };

/**
 * The one audio output the global player drives (an audio element in the browser). It plays one item at a time:
 * loading anything replaces what was there, including a stream still taking chunks.
 */
export interface AudioOutput {
  readonly events$: Observable<AudioOutputEvent>;
  /** Plays a finished file from an address the browser can fetch without credentials (voice previews). */
  loadUrl(url: string): void;
  /** Plays a finished file held in memory (history audio fetched with the bearer token). */
  loadBytes(bytes: Uint8Array, contentType: string): void;
  /** Starts a streamed item: playback starts as soon as it can; its chunks follow with `appendChunk`. */
  openStream(contentType: string): void;
  /** Hands one chunk of the open stream over, once (ignored when no stream is open). */
  appendChunk(chunk: Uint8Array): void;
  /** The open stream is complete: play what was appended to its end. */
  endStream(): void;
  play(): void;
  pause(): void;
  seek(seconds: number): void;
  setRate(rate: number): void;
}
