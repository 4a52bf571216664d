import { describe, expect, it } from 'vitest';
import { historyItem } from '../history/testing/history-fakes.js';
import { fakeClipboard, recordingFileSaver, recordingLogger, recordingNotifications } from '../shared/testing/shared-fakes.js';
import { createSharingModule } from './sharing.module.js';
import { countingObjectUrls, drivenSession, fakeNativeShare, fakeSharingApi, recordingPopups, signedInWith } from './testing/sharing-fakes.js';

const build = () => {
  const sharingApi = fakeSharingApi();
  const { session, state } = drivenSession(signedInWith('creator'));
  const objectUrls = countingObjectUrls();
  const ports = {
    sharingApi, clipboard: fakeClipboard(), nativeShare: fakeNativeShare(true), popups: recordingPopups(), objectUrls, files: recordingFileSaver(),
    logger: recordingLogger(), notifications: recordingNotifications(), environment: { origin: 'https://cadence.test', utcOffsetMinutes: 0 },
  };
  return { module: createSharingModule(ports, { session }), sharingApi, state, objectUrls };
};

describe('sharing module', () => {
  it('builds the share control, modal, video dialog and public page without calling the API or subscribing', () => {
    const { module, sharingApi, state } = build();
    expect(Object.keys(module).sort()).toEqual(['shareVideo', 'sharedItem', 'sharing']);
    module.sharing.control$(true);
    module.sharedItem.view$('s1');
    expect(sharingApi.calls).toEqual([]);
    expect(state.observed).toBe(false);
  });

  it('routes intents through to the API once the dialogs are shown', () => {
    const { module, sharingApi, objectUrls } = build();
    module.sharing.view$.subscribe();
    module.shareVideo.view$.subscribe();
    module.sharing.open(historyItem('h7'));
    module.shareVideo.open(historyItem('h7'));
    expect(sharingApi.calls).toEqual(['shareLink("h7")', 'videoPreview("h7", {"theme":"colour","stripV3Tags":false})']);
    expect([...objectUrls.live]).toEqual(['blob:1']);
  });
});
