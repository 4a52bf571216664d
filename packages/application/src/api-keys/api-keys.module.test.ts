import { describe, expect, it } from 'vitest';
import { fakeClipboard, recordingNotifications } from '../shared/testing/shared-fakes.js';
import { createApiKeysModule } from './api-keys.module.js';
import { fakeApiKeysApi } from './testing/api-keys-fakes.js';

const build = () => {
  const apiKeysApi = fakeApiKeysApi();
  const notifications = recordingNotifications();
  const module = createApiKeysModule({ apiKeysApi, clipboard: fakeClipboard(), notifications, environment: { origin: 'https://cadence.test', utcOffsetMinutes: 0 } });
  return { module, apiKeysApi, notifications };
};

describe('API keys module', () => {
  it('builds the page’s use-case without calling the API', () => {
    const { module, apiKeysApi, notifications } = build();
    expect(Object.keys(module)).toEqual(['apiKeys']);
    module.apiKeys.create('Ignored: nothing shows the page yet');
    expect(apiKeysApi.calls).toEqual([]);
    expect(notifications.notices).toEqual([]);
  });

  it('lists when the page shows, and a create flows through to the API with its toast', () => {
    const { module, apiKeysApi, notifications } = build();
    module.apiKeys.view$.subscribe();
    module.apiKeys.create(' Deploy ');
    expect(apiKeysApi.calls).toEqual(['list', 'create Deploy', 'list']);
    expect(notifications.toasts()).toEqual(['success: API key created']);
  });
});
