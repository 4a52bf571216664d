import type { Logger } from '@cadence/application';

/** Where the chunks of the one open stream go: each appended once, then end(); detach() when another item takes over. */
export interface StreamSink {
  append(chunk: Uint8Array): void;
  end(): void;
  detach(): void;
}

/** How much already-played audio a long stream keeps buffered behind the playback position. */
export const KEEP_PLAYED_SECONDS = 30;

/** What the sink needs of the page's MediaSource (a small surface, so tests can hand-write it). */
export type MediaSourceLike = Pick<MediaSource, 'readyState' | 'addSourceBuffer' | 'endOfStream' | 'addEventListener'>;

/**
 * Feeds a MediaSource one chunk at a time (spec: "chunks appended one at a time, then the stream ends"): chunks
 * queue while the SourceBuffer is updating; played audio older than 30 s is removed so long generations do not fill
 * the buffer quota; endOfStream() once the generation completed and the queue is empty. An append while the source
 * is not open is skipped with a warning, and a chunk the buffer refuses is logged and skipped (spec §8).
 */
export class MediaSourceSink implements StreamSink {
  private readonly queue: Uint8Array[] = [];
  private buffer: SourceBuffer | null = null;
  private ended = false;
  private detached = false;

  constructor(
    private readonly source: MediaSourceLike,
    contentType: string,
    private readonly currentTime: () => number,
    private readonly logger: Logger,
  ) {
    source.addEventListener('sourceopen', () => {
      if (this.detached) return;
      this.buffer = source.addSourceBuffer(contentType);
      this.buffer.addEventListener('updateend', () => this.pump());
      this.pump();
    }, { once: true });
  }

  append(chunk: Uint8Array): void {
    if (this.detached || this.ended) return;
    this.queue.push(chunk);
    this.pump();
  }

  end(): void {
    this.ended = true;
    this.pump();
  }

  /** Another item took over the audio element: nothing more is appended. */
  detach(): void {
    this.detached = true;
    this.queue.length = 0;
  }

  private pump(): void {
    const buffer = this.buffer;
    if (buffer === null || buffer.updating || this.detached) return;
    if (this.source.readyState !== 'open') {
      if (this.queue.length > 0) this.logger.warn('Audio stream: media source is not open, chunk skipped', { readyState: this.source.readyState });
      this.queue.shift();
      return;
    }
    if (this.trimPlayed(buffer)) return;
    const chunk = this.queue.shift();
    if (chunk === undefined) {
      if (this.ended) this.source.endOfStream();
      return;
    }
    try {
      buffer.appendBuffer(new Uint8Array(chunk));
    } catch (error) {
      this.logger.warn('Audio stream: chunk could not be appended, skipped', { error: String(error) });
      this.pump();
    }
  }

  /** Removes played audio older than KEEP_PLAYED_SECONDS; true when a removal started (updateend pumps again). */
  private trimPlayed(buffer: SourceBuffer): boolean {
    if (buffer.buffered.length === 0) return false;
    const start = buffer.buffered.start(0);
    const removeUntil = this.currentTime() - KEEP_PLAYED_SECONDS;
    if (removeUntil <= start + 1) return false;
    buffer.remove(start, removeUntil);
    return true;
  }
}
