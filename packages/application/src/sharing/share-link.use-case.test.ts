import { describe, it, expect } from 'vitest';
import { of, Subject } from 'rxjs';
import * as E from 'fp-ts/lib/Either.js';
import type { ShareControl } from '@cadence/domain';
import type { SessionState } from '../accounts/session.types.js';
import { historyItem } from '../history/testing/history-fakes.js';
import { NotFound, Rejected, Unavailable } from '../shared/port-error.js';
import { fakeClipboard, recordingLogger, recordingNotifications } from '../shared/testing/shared-fakes.js';
import type { ShareLink, SharingError } from './sharing-api.port.js';
import { createSharingUseCase } from './share-link.use-case.js';
import type { ShareLinkView } from './sharing.types.js';
import { drivenSession, fakeNativeShare, fakeSharingApi, recordingPopups, signedInWith } from './testing/sharing-fakes.js';

const LONG_LINK = 'https://cadence.test/share/abcdefghijklmnopqrstuvwxyz';

const setup = (options: { api?: Parameters<typeof fakeSharingApi>[0]; session?: SessionState; clipboardWrites?: boolean; native?: ReturnType<typeof fakeNativeShare> } = {}) => {
  const sharing = fakeSharingApi({ shareLink: () => of(E.right({ shareLink: LONG_LINK, publicUserName: 'Ada' })), ...options.api });
  const { state, session } = drivenSession(options.session ?? signedInWith('creator'));
  const clipboard = fakeClipboard(options.clipboardWrites ?? true);
  const nativeShare = options.native ?? fakeNativeShare(true);
  const popups = recordingPopups();
  const logger = recordingLogger();
  const notifications = recordingNotifications();
  const useCase = createSharingUseCase({ session, sharing, clipboard, nativeShare, popups, logger, notifications });
  const views: ShareLinkView[] = [];
  useCase.view$.subscribe((view) => views.push(view));
  const last = (): ShareLinkView => views.at(-1) ?? (() => { throw new Error('no view'); })();
  const messages = () => notifications.notices.map((notice) => (notice.type === 'toast' ? notice.message : notice.type));
  return { useCase, sharing, state, clipboard, nativeShare, popups, logger, views, last, messages };
};

describe('share-link modal', () => {
  it('is closed until opened; opening loads the link, shown cut to 38 characters', () => {
    const { useCase, last, sharing } = setup();
    expect(last().status).toBe('closed');
    expect(sharing.calls).toEqual([]);
    useCase.open(historyItem('h7'));
    expect(sharing.calls).toEqual(['shareLink("h7")']);
    expect(last()).toMatchObject({ historyItemId: 'h7', status: 'ready', link: LONG_LINK, publicName: 'Ada' });
    expect(last().displayLink).toBe(`${LONG_LINK.slice(0, 38)}\u2026`);
  });

  it('shows loading while the link is on its way, and clears it on close', () => {
    const answer = new Subject<E.Either<SharingError, ShareLink>>();
    const { useCase, last } = setup({ api: { shareLink: () => answer } });
    useCase.open(historyItem('h1'));
    expect(last()).toMatchObject({ status: 'loading', link: null });
    answer.next(E.right({ shareLink: 'https://x.test/s/1', publicUserName: 'Ada' }));
    expect(last().link).toBe('https://x.test/s/1');
    useCase.close();
    expect(last()).toMatchObject({ status: 'closed', historyItemId: null, link: null });
  });

  it('shows a load failure’s message in the modal', () => {
    const { useCase, last } = setup({ api: { shareLink: () => of(E.left(NotFound('History item not found'))) } });
    useCase.open(historyItem('h1'));
    expect(last()).toMatchObject({ status: 'failed', error: 'History item not found', link: null });
  });

  it('copies the full link and says so', () => {
    const { useCase, clipboard, messages } = setup();
    useCase.open(historyItem('h1'));
    useCase.copyLink();
    expect(clipboard.written).toEqual([LONG_LINK]);
    expect(messages()).toEqual(['Share link copied to clipboard']);
  });

  it('copies nothing while no link is loaded', () => {
    const { useCase, clipboard } = setup();
    useCase.copyLink();
    expect(clipboard.written).toEqual([]);
  });

  it('opens each network with the encoded link in a new window', () => {
    const { useCase, popups } = setup();
    useCase.open(historyItem('h1'));
    useCase.openNetwork('x');
    useCase.openNetwork('whatsapp');
    expect(popups.opened).toEqual([
      `https://x.com/intent/tweet?url=${encodeURIComponent(LONG_LINK)}`,
      `https://wa.me/?text=${encodeURIComponent(LONG_LINK)}`,
    ]);
  });

  it('saves the public name with a toast and shows it', () => {
    const { useCase, sharing, last, messages } = setup();
    useCase.open(historyItem('h1'));
    useCase.savePublicName('  Ada L. ');
    expect(sharing.calls).toContain('updatePublicName("  Ada L. ")');
    expect(messages()).toEqual(['Public name updated']);
    expect(last().publicName).toBe('Ada L.');
  });

  it('still says "Public name updated" when saving fails, and only logs the failure', () => {
    const { useCase, last, messages, logger } = setup({ api: { updatePublicName: () => of(E.left(Rejected('Empty'))) } });
    useCase.open(historyItem('h1'));
    useCase.savePublicName('');
    expect(messages()).toEqual(['Public name updated']);
    expect(logger.warnings).toEqual(['The public name could not be saved']);
    expect(last().publicName).toBe('Ada');
  });
});

describe('native share', () => {
  it('shares the link through the device sheet', () => {
    const native = fakeNativeShare(true);
    const { useCase, messages } = setup({ native });
    useCase.open(historyItem('h1'));
    useCase.nativeShare();
    expect(native.shared).toEqual([{ title: 'Share with your community', url: LONG_LINK }]);
    expect(messages()).toEqual([]);
  });

  it('says "Share API not supported" without a native share', () => {
    const { useCase, messages } = setup({ native: fakeNativeShare(false) });
    useCase.open(historyItem('h1'));
    useCase.nativeShare();
    expect(messages()).toEqual(['Share API not supported']);
  });

  it('tracks a dismissal quietly', () => {
    const { useCase, messages, clipboard, logger } = setup({ native: fakeNativeShare(true, { shared: false, errorName: 'AbortError' }) });
    useCase.open(historyItem('h1'));
    useCase.nativeShare();
    expect(messages()).toEqual([]);
    expect(clipboard.written).toEqual([]);
    expect(logger.warnings).toEqual(['Native share dismissed']);
  });

  it('falls back to copying the link on any other failure', () => {
    const { useCase, messages, clipboard } = setup({ native: fakeNativeShare(true, { shared: false, errorName: 'NotAllowedError' }) });
    useCase.open(historyItem('h1'));
    useCase.nativeShare();
    expect(clipboard.written).toEqual([LONG_LINK]);
    expect(messages()).toEqual(['Share link copied to clipboard']);
  });
});

describe('share control', () => {
  const controls = (setupResult: ReturnType<typeof setup>, hasItem = true): ShareControl[] => {
    const seen: ShareControl[] = [];
    setupResult.useCase.control$(hasItem).subscribe((control) => seen.push(control));
    return seen;
  };

  it('opens the link modal for a non-enterprise workspace without the flag', () => {
    expect(controls(setup()).at(-1)).toEqual({ visible: true, disabled: false, opens: 'shareLinkModal' });
  });

  it('opens the video dialog with tts-video-generation on, and shows it to enterprise workspaces then', () => {
    const flagOn = { featureFlags: () => of(E.right(['tts-video-generation'])) };
    expect(controls(setup({ api: flagOn, session: signedInWith('enterprise') })).at(-1)).toEqual({ visible: true, disabled: false, opens: 'shareVideoDialog' });
    expect(controls(setup({ session: signedInWith('enterprise') })).at(-1)?.visible).toBe(false);
  });

  it('is disabled without a history item', () => {
    expect(controls(setup(), false).at(-1)?.disabled).toBe(true);
  });

  it('loads the flags once per sign-in, not per button; a failure reads as no flags and is logged', () => {
    const s = setup({ api: { featureFlags: () => of(E.left(Unavailable())) }, session: signedInWith('enterprise') });
    controls(s);
    controls(s);
    expect(s.sharing.calls.filter((call) => call.startsWith('featureFlags'))).toEqual(['featureFlags()']);
    expect(controls(s).at(-1)?.visible).toBe(false);
    expect(s.logger.warnings).toContain('Feature flags could not be loaded');
  });

  it('hides the control when signed out', () => {
    const s = setup();
    const seen = controls(s);
    s.state.next({ status: 'signedOut' });
    expect(seen.at(-1)?.visible).toBe(false);
  });
});
