// @vitest-environment jsdom
import type { AudioOutputEvent } from '@cadence/application';
import { describe, expect, it } from 'vitest';
import { MediaSourceAudioOutput, type AudioOutputHost } from './media-source-audio-output.adapter.js';

/** A hand-written SourceBuffer: appends stay "updating" until the test calls finish(). */
class FakeSourceBuffer extends EventTarget {
  updating = false;
  readonly log: string[] = [];
  ranges: [number, number] | null = null;
  refuseNext = false;
  get buffered() {
    const ranges = this.ranges;
    return { length: ranges === null ? 0 : 1, start: () => ranges?.[0] ?? 0, end: () => ranges?.[1] ?? 0 } as unknown as TimeRanges;
  }
  appendBuffer(data: Uint8Array) {
    if (this.refuseNext) {
      this.refuseNext = false;
      throw new DOMException('bad chunk', 'InvalidStateError');
    }
    this.log.push(`append ${String(data.length)}`);
    this.updating = true;
  }
  remove(start: number, end: number) {
    this.log.push(`remove ${String(start)}-${String(end)}`);
    this.updating = true;
  }
  finish() {
    this.updating = false;
    this.dispatchEvent(new Event('updateend'));
  }
}

class FakeMediaSource extends EventTarget {
  static supported = true;
  static last: FakeMediaSource | null = null;
  static isTypeSupported = (type: string) => FakeMediaSource.supported && type === 'audio/mpeg';
  readyState: ReadyState = 'closed';
  buffer = new FakeSourceBuffer();
  ended = 0;
  constructor() {
    super();
    FakeMediaSource.last = this;
  }
  addSourceBuffer() {
    return this.buffer as unknown as SourceBuffer;
  }
  endOfStream() {
    this.ended += 1;
  }
  open() {
    this.readyState = 'open';
    this.dispatchEvent(new Event('sourceopen'));
  }
}

const lastSource = (): FakeMediaSource => {
  if (FakeMediaSource.last === null) throw new Error('no media source');
  return FakeMediaSource.last;
};

const setup = (withMediaSource = true) => {
  const audio = document.createElement('audio');
  const warnings: string[] = [];
  const urls: string[] = [];
  const revoked: string[] = [];
  let plays = 0;
  audio.play = () => { plays += 1; return Promise.reject(new DOMException('blocked', 'NotAllowedError')); };
  const host: AudioOutputHost = {
    audio,
    mediaSource: withMediaSource ? FakeMediaSource : undefined,
    url: {
      createObjectURL: (object: Blob | MediaSource) => { const url = `blob:${String(urls.length + 1)}${object instanceof Blob ? `-${object.type}-${String(object.size)}` : ''}`; urls.push(url); return url; },
      revokeObjectURL: (url: string) => { revoked.push(url); },
    },
    logger: { warn: (message) => { warnings.push(message); } },
  };
  return { output: new MediaSourceAudioOutput(host), audio, warnings, urls, revoked, plays: () => plays };
};

describe('MediaSourceAudioOutput', () => {
  it('appends one chunk at a time, queues while updating, and ends the stream once the queue is empty', () => {
    const { output, audio, urls } = setup();
    output.openStream('audio/mpeg');
    const source = lastSource();
    expect(audio.getAttribute('src')).toBe(urls[0]);
    output.appendChunk(new Uint8Array(3));
    source.open();
    output.appendChunk(new Uint8Array(4));
    output.endStream();
    expect(source.buffer.log).toEqual(['append 3']);
    source.buffer.finish();
    expect(source.buffer.log).toEqual(['append 3', 'append 4']);
    expect(source.ended).toBe(0);
    source.buffer.finish();
    expect(source.ended).toBe(1);
  });

  it('removes audio played more than 30 s ago before appending more', () => {
    const { output, audio } = setup();
    output.openStream('audio/mpeg');
    const source = lastSource();
    source.open();
    source.buffer.ranges = [0, 90];
    Object.defineProperty(audio, 'currentTime', { value: 75, configurable: true });
    output.appendChunk(new Uint8Array(2));
    expect(source.buffer.log).toEqual(['remove 0-45']);
    source.buffer.ranges = [45, 90];
    source.buffer.finish();
    expect(source.buffer.log).toEqual(['remove 0-45', 'append 2']);
  });

  it('skips with a warning an append while the source is not open, and a chunk the buffer refuses', () => {
    const { output, warnings } = setup();
    output.openStream('audio/mpeg');
    const source = lastSource();
    source.open();
    source.buffer.refuseNext = true;
    output.appendChunk(new Uint8Array(1));
    output.appendChunk(new Uint8Array(2));
    expect(source.buffer.log).toEqual(['append 2']);
    source.readyState = 'ended';
    output.appendChunk(new Uint8Array(5));
    source.buffer.finish();
    expect(source.buffer.log).toEqual(['append 2']);
    expect(warnings).toEqual(['Audio stream: chunk could not be appended, skipped', 'Audio stream: media source is not open, chunk skipped']);
  });

  it('collects the chunks and plays a Blob URL at the end without MediaSource support', () => {
    const { output, audio, urls } = setup(false);
    output.openStream('audio/mpeg');
    output.appendChunk(new Uint8Array(3));
    output.appendChunk(new Uint8Array(4));
    expect(audio.getAttribute('src')).toBeNull();
    output.endStream();
    expect(urls).toEqual(['blob:1-audio/mpeg-7']);
    expect(audio.getAttribute('src')).toBe('blob:1-audio/mpeg-7');
  });

  it('only logs a blocked autoplay', async () => {
    const { output, warnings, plays } = setup();
    output.loadUrl('https://api.test/preview.mp3');
    output.play();
    await Promise.resolve();
    await Promise.resolve();
    expect(plays()).toBe(1);
    expect(warnings).toEqual(['Audio playback did not start (autoplay blocked?)']);
  });

  it('releases the previous object URL and stops the old stream when another item loads', () => {
    const { output, revoked } = setup();
    output.openStream('audio/mpeg');
    const source = lastSource();
    source.open();
    output.loadBytes(new Uint8Array(8), 'audio/wav');
    output.appendChunk(new Uint8Array(1));
    expect(source.buffer.log).toEqual([]);
    expect(revoked).toEqual(['blob:1']);
  });

  it('reports the element: ready, play, pause, end (not the pause at the end), time and duration', () => {
    const { output, audio } = setup();
    const seen: AudioOutputEvent[] = [];
    const subscription = output.events$.subscribe((event) => seen.push(event));
    for (const type of ['canplay', 'playing', 'pause']) audio.dispatchEvent(new Event(type));
    Object.defineProperty(audio, 'currentTime', { value: 4, configurable: true });
    Object.defineProperty(audio, 'duration', { value: 12, configurable: true });
    audio.dispatchEvent(new Event('timeupdate'));
    audio.dispatchEvent(new Event('durationchange'));
    Object.defineProperty(audio, 'ended', { value: true, configurable: true });
    audio.dispatchEvent(new Event('pause'));
    audio.dispatchEvent(new Event('ended'));
    subscription.unsubscribe();
    expect(seen).toEqual([
      { type: 'player', event: 'loaded' },
      { type: 'player', event: 'play' },
      { type: 'player', event: 'pause' },
      { type: 'time', seconds: 4 },
      { type: 'duration', seconds: 12 },
      { type: 'player', event: 'end' },
    ]);
  });
});
