import { toast, type HistoryItem } from '@cadence/application';
import { historyItem } from '@cadence/application/testing';
import { createMemoryHistory, createRootRouteWithContext, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { firstValueFrom } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppNotifications } from '../../../../../app/app-notifications';
import type { RouterContext } from '../../../../../app/router-context';
import { createToaster } from '../../../../../app/toaster';
import { createFakeSharing, createFakeShareVideo, SHARE_LINK, shareVideoViewFor } from '../../../../../test/sharing-fakes';
import { ShareButton } from './share-button';
import { ShareDialogs } from './share-dialogs';

const ITEM = historyItem('h1');

/** Renders the share button alone under a root route carrying the fake use-cases. */
const renderShareButton = (item: HistoryItem | null, opens: 'shareLinkModal' | 'shareVideoDialog' = 'shareLinkModal') => {
  const sharing = createFakeSharing({ visible: true, opens });
  const shareVideo = createFakeShareVideo();
  const toaster = createToaster();
  const notifications = createAppNotifications(toaster, { assign: () => undefined });
  const context = { sharing: sharing.sharing, shareVideo: shareVideo.shareVideo, toaster, notifications } as unknown as RouterContext;
  const rootRoute = createRootRouteWithContext<RouterContext>()({ component: () => (
      <>
        <ShareButton item={item} />
        <ShareDialogs />
      </>
    ),
  });
  const router = createRouter({ routeTree: rootRoute, context, history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(<RouterProvider router={router as never} />);
  return { sharing, shareVideo, toaster, notifications, user: userEvent.setup() };
};

const withCoarsePointer = (coarse: boolean) => {
  window.matchMedia = ((query: string) => ({
    matches: coarse && query === '(pointer: coarse)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
};

afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('the share button', () => {
  it('is hidden when the control is not visible (an enterprise workspace without the flag)', async () => {
    const app = renderShareButton(ITEM);
    await screen.findByRole('button', { name: 'Share' });
    act(() => app.sharing.control.next({ visible: false, opens: 'shareLinkModal' }));
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
  });

  it('is disabled without a history item', async () => {
    renderShareButton(null);
    expect((await screen.findByRole('button', { name: 'Share' })).hasAttribute('disabled')).toBe(true);
  });
});

describe('the share-link modal', () => {
  it('opens "Share with your community" with the three networks, the cut link, copy and the public name', async () => {
    const app = renderShareButton(ITEM);
    await app.user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(app.sharing.calls.open).toEqual(['h1']);
    const modal = await screen.findByRole('dialog', { name: 'Share with your community' });
    const networks = within(modal).getByRole('group', { name: 'Share on social networks' });
    expect(within(networks).getAllByRole('button').map((b) => b.textContent)).toEqual(['Facebook', 'X', 'WhatsApp']);
    await app.user.click(within(networks).getByRole('button', { name: 'X' }));
    expect(app.sharing.calls.openNetwork).toEqual(['x']);
    expect((within(modal).getByLabelText('Share link') as HTMLInputElement).value).toBe(`${SHARE_LINK.slice(0, 38)}\u2026`);
    await app.user.click(within(modal).getByRole('button', { name: 'Copy link' }));
    expect(app.sharing.calls.copyLink).toBe(1);
    const name = within(modal).getByLabelText('Public name') as HTMLInputElement;
    expect(name.value).toBe('Ada');
    await app.user.clear(name);
    await app.user.type(name, 'Ada L.');
    await app.user.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(app.sharing.calls.savePublicName).toEqual(['Ada L.']);
    expect(within(modal).queryByRole('button', { name: 'Share' })).toBeNull();
  });

  it('keeps the use-case’s toasts (raised through Notifications) and closes through the use-case', async () => {
    const app = renderShareButton(ITEM);
    await app.user.click(await screen.findByRole('button', { name: 'Share' }));
    await screen.findByRole('dialog', { name: 'Share with your community' });
    act(() => app.notifications.notify(toast('success', 'Public name updated')));
    expect((await firstValueFrom(app.toaster.toasts$)).map((t) => t.message)).toEqual(['Public name updated']);
    await app.user.click(screen.getByRole('button', { name: 'Close' }));
    expect(app.sharing.calls.close).toBe(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a load failure’s message in the modal', async () => {
    const app = renderShareButton(ITEM);
    await app.user.click(await screen.findByRole('button', { name: 'Share' }));
    act(() => app.sharing.view.next({ historyItemId: 'h1', status: 'failed', link: null, displayLink: null, publicName: '', error: 'History item not found' }));
    const modal = await screen.findByRole('dialog', { name: 'Share with your community' });
    expect(within(modal).getByRole('alert').textContent).toBe('History item not found');
    expect(within(modal).queryByRole('button', { name: 'Copy link' })).toBeNull();
  });

  it('offers the native share button on touch devices', async () => {
    withCoarsePointer(true);
    const app = renderShareButton(ITEM);
    await app.user.click(await screen.findByRole('button', { name: 'Share' }));
    const modal = await screen.findByRole('dialog', { name: 'Share with your community' });
    await app.user.click(within(modal).getByRole('button', { name: 'Share' }));
    expect(app.sharing.calls.nativeShare).toBe(1);
  });
});

describe('the share-video dialog', () => {
  it('opens with the flag on: themes, preview, generate with progress, the video, download, mute', async () => {
    const app = renderShareButton(ITEM, 'shareVideoDialog');
    await app.user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(app.shareVideo.calls.open).toEqual(['h1']);
    const dialog = await screen.findByRole('dialog', { name: 'Share video' });
    expect(within(dialog).getAllByRole('radio').map((r) => r.parentElement?.textContent)).toEqual(['Multicolor', 'White', 'Black']);
    expect((within(dialog).getByRole('radio', { name: 'Multicolor' }) as HTMLInputElement).checked).toBe(true);
    await app.user.click(within(dialog).getByRole('radio', { name: 'White' }));
    expect(app.shareVideo.calls.selectTheme).toEqual(['light']);
    expect(within(dialog).queryByRole('checkbox')).toBeNull();

    const opened = shareVideoViewFor(ITEM);
    act(() => app.shareVideo.view.next({ ...opened, dialog: { ...opened.dialog, previewUrl: 'blob:preview' } }));
    expect(within(dialog).getByRole('img', { name: 'Video preview' }).getAttribute('src')).toBe('blob:preview');
    await app.user.click(within(dialog).getByRole('button', { name: 'Generate video' }));
    expect(app.shareVideo.calls.generate).toBe(1);

    act(() => app.shareVideo.view.next({ ...opened, canGenerate: false, dialog: { ...opened.dialog, generating: true, progress: 0.42 } }));
    expect(within(dialog).getByRole('progressbar', { name: 'Video progress' }).getAttribute('aria-valuenow')).toBe('42');
    expect(within(dialog).getByRole('button', { name: 'Download video' }).hasAttribute('disabled')).toBe(true);

    act(() => app.shareVideo.view.next({ ...opened, canDownload: true, muted: true, dialog: { ...opened.dialog, progress: 1, videoUrl: 'https://api.test/v.mp4' } }));
    const video = dialog.querySelector('video');
    expect(video?.getAttribute('src')).toBe('https://api.test/v.mp4');
    expect(video?.muted).toBe(true);
    expect(within(dialog).queryByRole('progressbar')).toBeNull();
    await app.user.click(within(dialog).getByRole('button', { name: 'Download video' }));
    expect(app.shareVideo.calls.download).toBe(1);
    await app.user.click(within(dialog).getByRole('button', { name: 'Mute' }));
    expect(app.shareVideo.calls.toggleMute).toBe(1);
  });

  it('offers "Keep v3 tags" only when the item has tags, and shows errors', async () => {
    const app = renderShareButton(ITEM, 'shareVideoDialog');
    await app.user.click(await screen.findByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share video' });
    const opened = shareVideoViewFor(ITEM);
    act(() => app.shareVideo.view.next({ ...opened, showV3TagsCheckbox: true, dialog: { ...opened.dialog, error: 'Error generating video: boom' } }));
    const keep = within(dialog).getByRole('checkbox', { name: 'Keep v3 tags' }) as HTMLInputElement;
    expect(keep.checked).toBe(true);
    await app.user.click(keep);
    expect(app.shareVideo.calls.setKeepV3Tags).toEqual([false]);
    expect(within(dialog).getByRole('alert').textContent).toBe('Error generating video: boom');
  });

  it('reaches the share-link modal through "Share link"', async () => {
    const app = renderShareButton(ITEM, 'shareVideoDialog');
    await app.user.click(await screen.findByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share video' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Share link' }));
    expect(app.sharing.calls.open).toEqual(['h1']);
    expect(await screen.findByRole('dialog', { name: 'Share with your community' })).toBeDefined();
  });
});

describe('the share-video dialog for a speech-to-speech item', () => {
  it('says video is only for text to speech, without a preview, and cannot generate', async () => {
    const app = renderShareButton({ ...ITEM, source: 'STS' }, 'shareVideoDialog');
    await app.user.click(await screen.findByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share video' });
    act(() => app.shareVideo.view.next(shareVideoViewFor({ ...ITEM, source: 'STS' }, { ineligible: 'Video generation is only available for text-to-speech items', canGenerate: false })));
    expect(within(dialog).getByRole('alert').textContent).toBe('Video generation is only available for text-to-speech items');
    expect(within(dialog).queryByRole('status')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Generate video' }).hasAttribute('disabled')).toBe(true);
  });
});
