import { describe, expect, it } from 'vitest';
import { firstValueFrom, lastValueFrom, throwError, toArray } from 'rxjs';
import type { FileSaver } from '../shared/file-saver.port.js';
import type { DownloadedAudio } from './history-api.port.js';
import { NotFound } from '../shared/port-error.js';
import { recordingFileSaver } from '../shared/testing/shared-fakes.js';
import type { HistoryError } from './history-api.port.js';
import { downloadAnswer, fakeHistoryApi } from './testing/history-fakes.js';
import type { DownloadRequest } from './downloads.types.js';
import { createDownloadsUseCase } from './downloads.use-case.js';

const setup = (reply?: DownloadedAudio | HistoryError, files = recordingFileSaver()) => {
  const history = fakeHistoryApi([], {}, reply === undefined ? undefined : () => downloadAnswer(reply));
  return { history, files, downloads: createDownloadsUseCase({ history: history.api, files }) };
};

const run = (downloads: ReturnType<typeof setup>['downloads'], request: DownloadRequest) =>
  lastValueFrom(downloads.download(request).pipe(toArray()));

describe('downloads: one item', () => {
  it('saves the audio named by its title as a short file name with the mp3 extension by default', async () => {
    const { downloads, files, history } = setup();
    const outcome = await firstValueFrom(downloads.download({ historyItemIds: ['h1'], title: 'Hello: my "first" voice over' }));
    expect(outcome).toEqual({ kind: 'saved', fileName: 'Hello_my_first_voice.mp3' });
    expect(history.downloads).toEqual([{ ids: ['h1'], format: 'mp3' }]);
    expect(files.saved).toEqual([{ name: 'Hello_my_first_voice.mp3', contentType: 'audio/mpeg', bytes: new Uint8Array([1, 2, 3]) }]);
  });

  it('asks for wav and names the file .wav', async () => {
    const { downloads, files, history } = setup({ contentType: 'audio/wav', body: new Uint8Array([9]) });
    const outcome = await firstValueFrom(downloads.download({ historyItemIds: ['h1'], title: 'take.mp3', format: 'wav' }));
    expect(outcome).toEqual({ kind: 'saved', fileName: 'take.wav' });
    expect(history.downloads[0]?.format).toBe('wav');
    expect(files.saved[0]?.contentType).toBe('audio/wav');
  });

  it('names an untitled item after its id, and an empty name "audio"', async () => {
    const { downloads } = setup();
    expect(await firstValueFrom(downloads.download({ historyItemIds: ['abc123'] }))).toEqual({ kind: 'saved', fileName: 'abc123.mp3' });
    expect(await firstValueFrom(downloads.download({ historyItemIds: ['h1'], title: '???' }))).toEqual({ kind: 'saved', fileName: 'audio.mp3' });
  });
});

describe('downloads: several items', () => {
  it('saves the zip as the history archive', async () => {
    const { downloads, files, history } = setup();
    const outcome = await firstValueFrom(downloads.download({ historyItemIds: ['h1', 'h2', 'h3'], format: 'zip' }));
    expect(outcome).toEqual({ kind: 'saved', fileName: 'history_archive.zip' });
    expect(history.downloads).toEqual([{ ids: ['h1', 'h2', 'h3'], format: 'zip' }]);
    expect(files.saved[0]?.contentType).toBe('application/zip');
  });
});

describe('downloads: checked answers', () => {
  it('refuses an unsupported content type with the spec message and saves nothing', async () => {
    const { downloads, files } = setup({ contentType: 'text/html; charset=utf-8', body: new Uint8Array([60]) });
    expect(await run(downloads, { historyItemIds: ['h1'] })).toEqual([
      { kind: 'failed', message: "Invalid response type received: 'text/html' is not supported." },
    ]);
    expect(files.saved).toEqual([]);
  });

  it('refuses a null body with the spec message', async () => {
    const { downloads, files } = setup({ contentType: 'audio/mpeg', body: null });
    expect(await run(downloads, { historyItemIds: ['h1'] })).toEqual([
      { kind: 'failed', message: 'Response body can not be null when downloading a file.' },
    ]);
    expect(files.saved).toEqual([]);
  });

  it("shows the server's message when the call fails", async () => {
    const { downloads } = setup(NotFound('History item not found.'));
    expect(await run(downloads, { historyItemIds: ['h1'] })).toEqual([{ kind: 'failed', message: expect.stringContaining('History item not found.') as unknown }]);
  });

  it('fails with the blob message when the browser cannot save', async () => {
    const broken: FileSaver = { save: () => throwError(() => new Error('quota')) };
    const { downloads } = setup(undefined, Object.assign(broken, { saved: [] }));
    expect(await run(downloads, { historyItemIds: ['h1'] })).toEqual([{ kind: 'failed', message: 'Failed to read blob' }]);
  });

  it('does nothing without ids', async () => {
    const { downloads, history } = setup();
    expect(await run(downloads, { historyItemIds: [] })).toEqual([]);
    expect(history.downloads).toEqual([]);
  });
});
