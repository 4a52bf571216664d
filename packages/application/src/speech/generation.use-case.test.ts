import { from, lastValueFrom, NEVER, of, take, type Observable } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import type { HistoryApi, HistoryQuery } from '../history/history-api.port.js';
import type { HistoryItem } from '../history/history-item.js';
import type { GenerationEvent, SpeechApi } from './speech-api.port.js';
import { fakeHistoryApi, historyItem } from '../history/testing/history-fakes.js';
import { createGenerationUseCase } from './generation.use-case.js';
import type { GenerationEffect, GenerationView } from './generation.types.js';

const speechApi = (events: Observable<GenerationEvent>, sent: string[] = []): SpeechApi => ({
  streamSpeech: (voiceId, request) => { sent.push(`speech ${voiceId} ${request.text}`); return events; },
  streamDialogue: (lines) => { sent.push(`dialogue ${String(lines.length)}`); return events; },
  streamSpeechToSpeech: (voiceId, recording) => { sent.push(`sts ${voiceId} ${recording.name}`); return events; },
});

const recordingPlayer = () => {
  const calls: string[] = [];
  return {
    calls,
    player: {
      startStream: (details: { type: string; text: string }, id: string | null) => calls.push(`start ${details.type} ${details.text} ${String(id)}`),
      appendChunk: (bytes: Uint8Array) => calls.push(`chunk ${String(bytes.length)}`),
      endStream: () => calls.push('end'),
      attachHistoryItem: (id: string) => calls.push(`attach ${id}`),
    },
  };
};

const request = { kind: 'speech', voice: { voiceId: 'v1', voiceName: 'Rachel' }, text: 'Hi there', modelId: 'eleven_multilingual_v2', voiceSettings: null } as const;
const started = (historyItemId: string | null): GenerationEvent => ({ type: 'started', historyItemId, contentType: 'audio/mpeg' });
const chunk = (size: number): GenerationEvent => ({ type: 'chunk', bytes: new Uint8Array(size) });
const NOW_MS = 1_790_000_000_000;

describe('generation', () => {
  it('streams into the player and fetches the record named by the history-item-id header', async () => {
    const { player, calls } = recordingPlayer();
    const history = fakeHistoryApi([historyItem('h7', { text: 'Hi there' })]);
    const generation = createGenerationUseCase({
      speech: speechApi(from([started('h7'), chunk(3), chunk(2)])), player, history: history.api, clock: { nowMs: () => NOW_MS },
    });
    const views: GenerationView[] = [];
    generation.view$.subscribe((view) => views.push(view));
    await lastValueFrom(generation.generate(request), { defaultValue: undefined });
    expect(calls).toEqual(['start text-to-speech Hi there h7', 'chunk 3', 'chunk 2', 'end', 'attach h7']);
    expect(views.map((view) => view.generating)).toEqual([false, true, false, false]);
    expect(views.at(-1)?.latest?.historyItemId).toBe('h7');
  });

  it('without the header waits 1 s, then polls history every 5 s until a newer item appears', () => {
    const testScheduler = new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
    testScheduler.run(({ expectObservable, flush }) => {
      const { player, calls } = recordingPlayer();
      const polledAt: number[] = [];
      const older = historyItem('old', { dateUnix: NOW_MS / 1000 - 60 });
      const newer = historyItem('new', { dateUnix: NOW_MS / 1000 + 2 });
      const list: HistoryApi['list'] = (query: HistoryQuery) => {
        polledAt.push(testScheduler.now());
        expect(query).toMatchObject({ pageSize: 1, source: 'TTS' });
        return of(E.right({ items: [polledAt.length < 3 ? older : newer] as HistoryItem[], lastHistoryItemId: null, hasMore: false }));
      };
      const history = fakeHistoryApi([], { list });
      const generation = createGenerationUseCase({ speech: speechApi(from([started(null), chunk(1)])), player, history: history.api, clock: { nowMs: () => NOW_MS } });
      expectObservable(generation.generate(request)).toBe('11s |');
      flush();
      expect(polledAt).toEqual([1000, 6000, 11000]);
      expect(calls).toEqual(['start text-to-speech Hi there null', 'chunk 1', 'end', 'attach new']);
    });
  });

  it('polls at most ten times, 1 s then 5 s apart', () => {
    new TestScheduler((actual, expected) => expect(actual).toEqual(expected)).run(({ expectObservable, flush }) => {
      const { player, calls } = recordingPlayer();
      const history = fakeHistoryApi([historyItem('old', { dateUnix: 1 })]);
      const generation = createGenerationUseCase({ speech: speechApi(from([started(null), chunk(1)])), player, history: history.api, clock: { nowMs: () => NOW_MS } });
      expectObservable(generation.generate(request)).toBe('46s |');
      flush();
      expect(history.queries).toHaveLength(10);
      expect(calls).not.toContain('attach old');
    });
  });

  it('shows the quota error with the server message and never finds a record for a failed generation', async () => {
    const { player, calls } = recordingPlayer();
    const history = fakeHistoryApi();
    const quota: GenerationEvent = { type: 'failed', error: { status: 401, message: 'This request exceeds your quota of 10000.', statusText: 'quota_exceeded' } };
    const generation = createGenerationUseCase({ speech: speechApi(of(quota)), player, history: history.api, clock: { nowMs: () => NOW_MS } });
    const effects: GenerationEffect[] = [];
    generation.effects$.subscribe((effect) => effects.push(effect));
    await lastValueFrom(generation.generate(request), { defaultValue: undefined });
    expect(effects).toEqual([{ type: 'toast', kind: 'error', message: 'This request exceeds your quota of 10000.' }]);
    expect(await lastValueFrom(generation.view$.pipe(take(1)))).toMatchObject({ generating: false, error: 'This request exceeds your quota of 10000.' });
    expect(calls).toEqual(['end']);
    expect(history.queries).toEqual([]);
  });

  it('ignores a second press while audio streams', () => {
    const { player } = recordingPlayer();
    const sent: string[] = [];
    const generation = createGenerationUseCase({ speech: speechApi(NEVER, sent), player, history: fakeHistoryApi().api, clock: { nowMs: () => NOW_MS } });
    const first = generation.generate(request).subscribe();
    generation.generate(request).subscribe();
    expect(sent).toEqual(['speech v1 Hi there']);
    first.unsubscribe();
  });
});
