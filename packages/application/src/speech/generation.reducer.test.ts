import { describe, expect, it } from 'vitest';
import { historyItem } from '../history/testing/history-fakes.js';
import { NotFound, Unavailable } from '../shared/port-error.js';
import { GENERATION_IDLE, reduceGeneration } from './generation.reducer.js';
import type { GenerationEvent } from './generation.types.js';
import { QuotaExceeded } from './speech-api.port.js';
import { streamedDetails } from './testing/playback-fakes.js';

const fold = (events: readonly GenerationEvent[]) => events.reduce(reduceGeneration, GENERATION_IDLE);

describe('the generation reducer', () => {
  it('is busy from the press until the audio is all there, then holds the record', () => {
    const started: GenerationEvent[] = [
      { type: 'requested', run: 0 },
      { type: 'started', run: 0, item: streamedDetails(), historyItemId: 'h1' },
      { type: 'chunk', run: 0, bytes: new Uint8Array(3) },
    ];
    expect(fold(started)).toEqual({ generating: true, error: null, latest: null });
    const ended = fold([...started, { type: 'ended', run: 0, lookup: { historyItemId: 'h1', source: 'TTS', sinceUnix: 1 } }]);
    expect(ended).toEqual({ generating: false, error: null, latest: null });
    expect(reduceGeneration(ended, { type: 'recorded', run: 0, item: historyItem('h1') }).latest?.historyItemId).toBe('h1');
  });

  it('shows a failure with the service’s reason, else the generic sentence', () => {
    const quota = QuotaExceeded('This request exceeds your quota of 10000.');
    expect(fold([{ type: 'requested', run: 0 }, { type: 'failed', run: 0, error: quota }, { type: 'ended', run: 0, lookup: null }])).toEqual({
      generating: false, error: 'This request exceeds your quota of 10000.', latest: null,
    });
    expect(fold([{ type: 'failed', run: 0, error: Unavailable() }]).error).toBe('Something went wrong, please try again later.');
    expect(fold([{ type: 'failed', run: 0, error: NotFound('A voice with this voice_id was not found.') }]).error).toBe('A voice with this voice_id was not found.');
  });

  it('clears the last failure when the next generation is requested', () => {
    const failed = fold([{ type: 'failed', run: 0, error: Unavailable() }, { type: 'ended', run: 0, lookup: null }]);
    expect(reduceGeneration(failed, { type: 'requested', run: 1 })).toEqual({ generating: true, error: null, latest: null });
  });
});
