import type { AudioOutput, AudioOutputEvent, Logger } from '@cadence/application';
import { filter, fromEvent, map, merge, share, type Observable } from 'rxjs';
import { MediaSourceSink, type MediaSourceLike, type StreamSink } from './media-source-sink.js';

/** What the audio output needs of the page; tests hand in fakes of MediaSource. */
export interface AudioOutputHost {
  readonly audio: HTMLAudioElement;
  /** window.MediaSource, or undefined where it does not exist. */
  readonly mediaSource: { new (): MediaSourceLike; isTypeSupported(type: string): boolean } | undefined;
  readonly url: Pick<typeof URL, 'createObjectURL' | 'revokeObjectURL'>;
  readonly logger: Logger;
}

/** Where MediaSource cannot play the stream: the chunks are collected and played as one file at the end. */
class CollectingSink implements StreamSink {
  private readonly chunks: Uint8Array<ArrayBuffer>[] = [];
  private detached = false;
  constructor(private readonly contentType: string, private readonly finished: (blob: Blob) => void) {}
  append(chunk: Uint8Array): void {
    if (!this.detached) this.chunks.push(new Uint8Array(chunk));
  }
  end(): void {
    if (!this.detached) this.finished(new Blob(this.chunks, { type: this.contentType }));
  }
  detach(): void {
    this.detached = true;
  }
}

/**
 * AudioOutput on ONE HTMLAudioElement. Streams go through MediaSource (audio/mpeg) when the browser supports it, else
 * they are collected and played from a Blob URL at the end. A blocked autoplay is only logged (spec §8).
 */
export class MediaSourceAudioOutput implements AudioOutput {
  readonly events$: Observable<AudioOutputEvent>;
  private objectUrl: string | null = null;
  /** The open stream's sink, until another item replaces it. */
  private sink: StreamSink | null = null;

  constructor(private readonly host: AudioOutputHost) {
    const { audio } = host;
    const on = (type: string) => fromEvent(audio, type);
    const player = (event: Extract<AudioOutputEvent, { type: 'player' }>['event']): AudioOutputEvent => ({ type: 'player', event });
    this.events$ = merge(
      on('canplay').pipe(map(() => player('loaded'))),
      on('playing').pipe(map(() => player('play'))),
      // The element pauses itself at the end before 'ended'; that pause is not the person's.
      on('pause').pipe(map(() => (audio.ended ? null : player('pause')))),
      on('ended').pipe(map(() => player('end'))),
      on('error').pipe(map(() => player('error'))),
      on('timeupdate').pipe(map((): AudioOutputEvent => ({ type: 'time', seconds: audio.currentTime }))),
      on('durationchange').pipe(map((): AudioOutputEvent => ({ type: 'duration', seconds: audio.duration }))),
    ).pipe(
      filter((event): event is AudioOutputEvent => event !== null),
      share(),
    );
  }

  loadUrl(url: string): void {
    this.reset();
    this.host.audio.src = url;
  }

  loadBytes(bytes: Uint8Array, contentType: string): void {
    this.reset();
    this.host.audio.src = this.objectUrlFor(new Blob([new Uint8Array(bytes)], { type: contentType }));
  }

  openStream(contentType: string): void {
    this.reset();
    const MediaSourceClass = this.host.mediaSource;
    if (MediaSourceClass !== undefined && MediaSourceClass.isTypeSupported(contentType)) {
      const source = new MediaSourceClass();
      this.sink = new MediaSourceSink(source, contentType, () => this.host.audio.currentTime, this.host.logger);
      this.host.audio.src = this.objectUrlFor(source as unknown as MediaSource);
      return;
    }
    this.sink = new CollectingSink(contentType, (blob) => {
      this.host.audio.src = this.objectUrlFor(blob);
      this.play();
    });
  }

  appendChunk(chunk: Uint8Array): void {
    this.sink?.append(chunk);
  }

  endStream(): void {
    this.sink?.end();
  }

  play(): void {
    try {
      Promise.resolve(this.host.audio.play()).catch((error: unknown) => this.host.logger.warn('Audio playback did not start (autoplay blocked?)', { error: String(error) }));
    } catch (error) {
      this.host.logger.warn('Audio playback did not start', { error: String(error) });
    }
  }

  pause(): void {
    this.host.audio.pause();
  }

  seek(seconds: number): void {
    this.host.audio.currentTime = seconds;
  }

  /** The default rate too, so the next item (loading resets playbackRate to it) keeps the chosen speed. */
  setRate(rate: number): void {
    this.host.audio.defaultPlaybackRate = rate;
    this.host.audio.playbackRate = rate;
  }

  private objectUrlFor(object: Blob | MediaSource): string {
    this.objectUrl = this.host.url.createObjectURL(object);
    return this.objectUrl;
  }

  /** A new item replaces the old one: its stream stops taking chunks and its object URL is released. */
  private reset(): void {
    this.sink?.detach();
    this.sink = null;
    if (this.objectUrl !== null) this.host.url.revokeObjectURL(this.objectUrl);
    this.objectUrl = null;
  }
}
