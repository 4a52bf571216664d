import { describe, expect, it } from 'vitest';
import { fixedClock, recordingFileSaver, recordingNotifications } from '../shared/testing/shared-fakes.js';
import { createHistoryModule } from './history.module.js';
import { fakeHistoryApi, historyItem, historyItems } from './testing/history-fakes.js';

const build = () => {
  const history = fakeHistoryApi(historyItems(3));
  const files = recordingFileSaver();
  const notifications = recordingNotifications();
  const module = createHistoryModule({ history: history.api, files, clock: fixedClock(1_790_000_000_000), notifications });
  return { module, history, files, notifications };
};

describe('history module', () => {
  it('builds the lists and downloads without calling a port', () => {
    const { module, history, files, notifications } = build();
    const list = module.history.open('TTS');
    expect(Object.keys(module).sort()).toEqual(['downloads', 'history']);
    expect(typeof list.remove).toBe('function');
    expect(history.queries).toEqual([]);
    expect(history.downloads).toEqual([]);
    expect(files.saved).toEqual([]);
    expect(notifications.notices).toEqual([]);
  });

  it('loads a page when a list is shown, and saves a download through the file port', () => {
    const { module, history, files } = build();
    const list = module.history.open('STS');
    list.view$.subscribe().unsubscribe();
    expect(history.queries).toEqual([{ pageSize: 100, startAfterHistoryItemId: null, voiceId: null, search: null, source: 'STS' }]);
    module.downloads.download({ historyItemIds: ['h1'], title: 'Hello' }).subscribe();
    expect(files.saved.map((file) => file.name)).toEqual(['Hello.mp3']);
  });

  it('routes an intent through to the port: a confirmed delete', () => {
    const { module, history } = build();
    const list = module.history.open('TTS');
    list.view$.subscribe();
    list.remove(historyItem('h2'));
    expect(history.removed).toEqual(['h2']);
  });
});
