import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { historyItem } from '../history/testing/history-fakes.js';
import { Unavailable } from '../shared/port-error.js';
import type { GenerationEvent } from './generation.types.js';
import { INITIAL_STEP, type PlayerInput, type PlayerStep } from './player-step.js';
import { reducePlayer } from './player.reducer.js';
import { joinChunks } from './streamed-chunks.js';
import { streamedDetails } from './testing/playback-fakes.js';

const fold = (inputs: readonly PlayerInput[], from: PlayerStep = INITIAL_STEP): PlayerStep => inputs.reduce(reducePlayer, from);
const generation = (event: GenerationEvent): PlayerInput => ({ type: 'generation', event });
const started = (run: number, historyItemId: string | null = null) => generation({ type: 'started', run, item: streamedDetails(), historyItemId });
const chunk = (run: number, bytes: Uint8Array) => generation({ type: 'chunk', run, bytes });
const audio = (event: 'loaded' | 'play' | 'pause' | 'end' | 'error'): PlayerInput => ({ type: 'audio', event: { type: 'player', event } });

describe('the player reducer', () => {
  it('follows the domain’s state machine, ignoring reports that make no sense in the state', () => {
    expect(fold([audio('play')]).model.state).toBe('idle');
    expect(fold([started(0), audio('loaded'), audio('play'), audio('pause')]).model.state).toBe('paused');
    expect(fold([started(0), audio('loaded'), audio('play'), audio('end'), audio('play')]).model.state).toBe('playing');
  });

  it('toggles by the state: pause while playing, else play', () => {
    const playing = fold([started(0), audio('loaded'), audio('play')]);
    expect(reducePlayer(playing, { type: 'toggle' }).commands).toEqual([{ type: 'pause' }]);
    expect(reducePlayer(INITIAL_STEP, { type: 'toggle' }).commands).toEqual([{ type: 'play' }]);
  });

  it('seeks nowhere without an item', () => {
    expect(reducePlayer(INITIAL_STEP, { type: 'skipForward' })).toEqual({ model: INITIAL_STEP.model, commands: [] });
  });

  it('hands each chunk of its stream to the output once and keeps it for the download', () => {
    const first = new Uint8Array([1, 2]);
    const second = new Uint8Array([3]);
    const afterFirst = fold([started(0), chunk(0, first)]);
    const afterSecond = reducePlayer(afterFirst, chunk(0, second));
    expect(afterSecond.commands).toEqual([{ type: 'appendChunk', bytes: second }]);
    expect(afterSecond.commands.some((command) => 'bytes' in command && command.bytes === second)).toBe(true);
    expect(afterSecond.model.streamed?.previous).toBe(afterFirst.model.streamed);
    expect(joinChunks(afterSecond.model.streamed)).toEqual(new Uint8Array([1, 2, 3]));
  });

  it('ignores the chunks, end and record of a run that is not the item', () => {
    const playing = fold([started(1)]);
    const stale = fold([chunk(0, new Uint8Array(4)), generation({ type: 'ended', run: 0, lookup: null }), generation({ type: 'recorded', run: 0, item: historyItem('h1') })], playing);
    expect(stale).toEqual({ model: playing.model, commands: [] });
  });

  it('learns the record of its stream: the history id and the file name', () => {
    const recorded = fold([started(0), generation({ type: 'ended', run: 0, lookup: null }), generation({ type: 'recorded', run: 0, item: historyItem('h5') })]);
    expect(recorded.model.historyItemId).toBe('h5');
    expect(recorded.model.item).toMatchObject({ id: 'stream-1', loaded: true, fileName: 'Hello_there_world.mp3' });
  });

  it('plays fetched history audio only while its item is in the player, and toasts a failure or an empty body', () => {
    const item = historyItem('h3');
    const loading = fold([{ type: 'playHistoryItem', item }]);
    const bytes = new Uint8Array([9]);
    const answer = (historyItemId: string, result: Extract<PlayerInput, { type: 'historyAudio' }>['result']): PlayerInput => ({ type: 'historyAudio', historyItemId, result });
    expect(reducePlayer(loading, answer('h3', E.right({ contentType: 'audio/mpeg', body: bytes }))).commands).toEqual([
      { type: 'loadBytes', bytes, contentType: 'audio/mpeg' }, { type: 'play' },
    ]);
    expect(reducePlayer(loading, answer('other', E.right({ contentType: 'audio/mpeg', body: bytes }))).commands).toEqual([]);
    expect(reducePlayer(loading, answer('h3', E.right({ contentType: 'audio/mpeg', body: null }))).commands).toEqual([
      { type: 'notify', notice: { type: 'toast', kind: 'error', message: expect.any(String) } },
    ]);
    expect(reducePlayer(loading, answer('h3', E.left(Unavailable()))).commands).toEqual([
      { type: 'notify', notice: { type: 'toast', kind: 'error', message: 'Something went wrong, please try again later.' } },
    ]);
  });

  it('locks the thumbs of the item whose feedback was saved, and no other', () => {
    const feedback = { thumbs_up: true, feedback: '', emotions: false, inaccurate_clone: false, glitches: false, audio_quality: false, other: false, review_status: 'reviewed' };
    const playing = fold([{ type: 'playHistoryItem', item: historyItem('h3') }]);
    expect(reducePlayer(playing, { type: 'feedbackSaved', historyItemId: 'h3', feedback }).model.feedback).toEqual(feedback);
    expect(reducePlayer(playing, { type: 'feedbackSaved', historyItemId: 'h4', feedback }).model.feedback).toBeNull();
  });
});
