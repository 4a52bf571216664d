import { describe, it, expect } from 'vitest';
import { of, Subject } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import * as E from 'fp-ts/lib/Either.js';
import { historyItem } from '../history/testing/history-fakes.js';
import { NotFound, Rejected, Unavailable } from '../shared/port-error.js';
import { recordingFileSaver, recordingNotifications } from '../shared/testing/shared-fakes.js';
import { RenderFailed, type SharingApi, type SharingError } from './sharing-api.port.js';
import { createShareVideoUseCase } from './share-video.use-case.js';
import type { ShareVideoView } from './sharing.types.js';
import { countingObjectUrls, fakeSharingApi } from './testing/sharing-fakes.js';

const VIDEO_URL = 'https://api.test/v1/videos/abc.mp4';

const setup = (api: Partial<SharingApi> = {}) => {
  const sharing = fakeSharingApi(api);
  const files = recordingFileSaver();
  const objectUrls = countingObjectUrls();
  const notifications = recordingNotifications();
  const useCase = createShareVideoUseCase({ sharing, files, objectUrls, notifications });
  const views: ShareVideoView[] = [];
  const visit = useCase.view$.subscribe((view) => views.push(view));
  const effects = notifications.notices;
  const last = (): ShareVideoView => views.at(-1) ?? (() => { throw new Error('no view'); })();
  return { useCase, sharing, files, objectUrls, views, effects, visit, last };
};

describe('share-video dialog: themes and preview', () => {
  it('opens on Multicolor with its preview as an object URL', () => {
    const { useCase, last, sharing } = setup();
    useCase.open(historyItem('h1'));
    expect(last().themes.map((t) => [t.label, t.selected])).toEqual([['Multicolor', true], ['White', false], ['Black', false]]);
    expect(sharing.calls).toEqual(['videoPreview("h1", {"theme":"colour","stripV3Tags":false})']);
    expect(last().dialog.previewUrl).toBe('blob:1');
  });

  it('selecting a theme resets the video and loads that theme’s preview, revoking the old one', () => {
    const { useCase, last, objectUrls } = setup();
    useCase.open(historyItem('h1'));
    useCase.generate();
    expect(last().dialog.videoUrl).toBe(VIDEO_URL);
    useCase.selectTheme('dark');
    expect(last().dialog).toMatchObject({ theme: 'dark', videoUrl: null, progress: 0, previewUrl: 'blob:2' });
    expect([...objectUrls.live]).toEqual(['blob:2']);
  });

  it('shows the preview error with the spec’s words', () => {
    const { useCase, last } = setup({ videoPreview: () => of(E.left(Rejected('Bad theme'))) });
    useCase.open(historyItem('h1'));
    expect(last().dialog.previewError).toBe('Error generating video preview: Bad theme');
  });

  it('closing resets to colour with tags kept, clears the video and revokes the preview', () => {
    const { useCase, last, objectUrls } = setup();
    useCase.open(historyItem('h1', { text: '[laughs] hi' }));
    useCase.selectTheme('light');
    useCase.setKeepV3Tags(false);
    useCase.close();
    expect(last()).toMatchObject({ item: null, keepV3Tags: true, dialog: { theme: 'colour', stripV3Tags: false, previewUrl: null, error: null } });
    expect(objectUrls.live.size).toBe(0);
  });
});

describe('share-video dialog: v3 tags', () => {
  it('offers the keep-tags checkbox only when the text or a dialogue line has a bracketed tag', () => {
    const { useCase, last } = setup();
    useCase.open(historyItem('h1', { text: 'plain' }));
    expect(last().showV3TagsCheckbox).toBe(false);
    useCase.open(historyItem('h1', { text: 'a\nb', dialogue: [{ text: 'a', voiceId: 'v', voiceName: 'A' }, { text: '[whispers] b', voiceId: 'v', voiceName: 'B' }] } as never));
    expect(last().showV3TagsCheckbox).toBe(true);
  });

  it('checked keeps tags, unchecked strips them (strip_v3_tags = !checked)', () => {
    const { useCase, last, sharing } = setup();
    useCase.open(historyItem('h1', { text: '[laughs] hi' }));
    expect(last().keepV3Tags).toBe(true);
    useCase.setKeepV3Tags(false);
    expect(last().keepV3Tags).toBe(false);
    useCase.generate();
    expect(sharing.calls).toContain('generateVideo("h1", {"theme":"colour","stripV3Tags":true})');
  });
});

describe('share-video dialog: generating', () => {
  it('refuses speech-to-speech items with the spec’s message', () => {
    const { useCase, last, sharing } = setup();
    useCase.open(historyItem('h1', { source: 'STS' }));
    expect(last()).toMatchObject({ ineligible: 'Video generation is only available for text-to-speech items', canGenerate: false });
    useCase.generate();
    expect(sharing.calls).toEqual([]);
  });

  it('polls progress every 100 ms while the render is pending, estimating 130 ms per character when the server has none', () => {
    new TestScheduler((a, b) => expect(a).toEqual(b)).run(({ cold, flush }) => {
      // 10 characters → 1300 ms expected; the render answers at 450 ms.
      const { useCase, views, sharing } = setup({
        generateVideo: () => cold('450ms (v|)', { v: E.right(VIDEO_URL) }),
        videoProgress: () => of(E.right({ state: 'idle' as const, progress: 0 })),
      });
      useCase.open(historyItem('h1', { text: '0123456789' }));
      useCase.generate();
      flush();
      const progress = views.filter((v) => v.dialog.generating).map((v) => Math.round(v.dialog.progress * 1000) / 1000);
      expect(progress).toEqual([0, 0.077, 0.154, 0.231, 0.308]);
      expect(sharing.calls.filter((c) => c.startsWith('videoProgress'))).toHaveLength(4);
      expect(views.at(-1)?.dialog).toMatchObject({ generating: false, progress: 1, videoUrl: VIDEO_URL });
    });
  });

  it('shows the server’s progress while it reports a render', () => {
    new TestScheduler((a, b) => expect(a).toEqual(b)).run(({ cold, flush }) => {
      let answers = 0;
      const { useCase, views } = setup({
        generateVideo: () => cold('250ms (v|)', { v: E.right(VIDEO_URL) }),
        videoProgress: () => of(E.right({ state: 'rendering' as const, progress: [0.4, 0.6][answers++] ?? 0.6 })),
      });
      useCase.open(historyItem('h1', { text: 'x'.repeat(1000) }));
      useCase.generate();
      flush();
      expect(views.filter((v) => v.dialog.generating).map((v) => v.dialog.progress)).toEqual([0, 0.4, 0.6]);
    });
  });

  it('stops polling when the theme changes mid-render', () => {
    new TestScheduler((a, b) => expect(a).toEqual(b)).run(({ cold, flush }) => {
      const { useCase, sharing, last } = setup({ generateVideo: () => cold('1000ms (v|)', { v: E.right(VIDEO_URL) }) });
      useCase.open(historyItem('h1'));
      useCase.generate();
      cold('250ms x').subscribe(() => useCase.selectTheme('light'));
      flush();
      expect(sharing.calls.filter((c) => c.startsWith('videoProgress'))).toHaveLength(2);
      expect(last().dialog).toMatchObject({ theme: 'light', generating: false, videoUrl: null });
    });
  });

  it('reports failures with the spec’s words', () => {
    const failing = setup({ generateVideo: () => of(E.left(RenderFailed('Render failed'))) });
    failing.useCase.open(historyItem('h1'));
    failing.useCase.generate();
    expect(failing.last().dialog).toMatchObject({ error: 'Error generating video: Render failed', generating: false });
    const silent = setup({ generateVideo: () => of(E.left(Unavailable())) });
    silent.useCase.open(historyItem('h1'));
    silent.useCase.generate();
    expect(silent.last().dialog.error).toBe('Unknown error generating video');
  });
});

describe('share-video dialog: download and mute', () => {
  it('saves the video under the fixed mp4 name', () => {
    const { useCase, files, sharing } = setup();
    useCase.open(historyItem('h1'));
    useCase.download();
    expect(files.saved).toEqual([]);
    useCase.generate();
    useCase.download();
    expect(sharing.calls).toContain(`fetchVideo(${JSON.stringify(VIDEO_URL)})`);
    expect(files.saved.map((f) => [f.name, f.contentType])).toEqual([['shared-video.mp4', 'video/mp4']]);
  });

  it('toasts a failed download', () => {
    const { useCase, effects } = setup({ fetchVideo: () => of(E.left(NotFound('Video not found'))) });
    useCase.open(historyItem('h1'));
    useCase.generate();
    useCase.download();
    expect(effects).toEqual([{ type: 'toast', kind: 'error', message: 'Video not found' }]);
  });

  it('toggles mute', () => {
    const { useCase, last } = setup();
    useCase.open(historyItem('h1'));
    expect(last().muted).toBe(false);
    useCase.toggleMute();
    expect(last().muted).toBe(true);
  });
});

describe('share-video dialog: lifetime', () => {
  it('does not restart a running render when generate is pressed again', () => {
    new TestScheduler((a, b) => expect(a).toEqual(b)).run(({ cold, flush }) => {
      const { useCase, sharing, last } = setup({ generateVideo: () => cold('300ms (v|)', { v: E.right(VIDEO_URL) }) });
      useCase.open(historyItem('h1'));
      useCase.generate();
      cold('150ms x').subscribe(() => useCase.generate());
      flush();
      expect(sharing.calls.filter((c) => c.startsWith('generateVideo'))).toHaveLength(1);
      expect(last().dialog.videoUrl).toBe(VIDEO_URL);
    });
  });

  it('revokes the shown preview once nothing shows the dialog', () => {
    const { useCase, objectUrls, visit } = setup();
    useCase.open(historyItem('h1'));
    expect([...objectUrls.live]).toEqual(['blob:1']);
    visit.unsubscribe();
    expect(objectUrls.live.size).toBe(0);
  });

  it('finishes a download after the dialog is closed, and toasts its failure', () => {
    const video = new Subject<E.Either<SharingError, Uint8Array>>();
    const { useCase, effects } = setup({ fetchVideo: () => video });
    useCase.open(historyItem('h1'));
    useCase.generate();
    useCase.download();
    useCase.close();
    video.next(E.left(NotFound('Video not found')));
    expect(effects).toEqual([{ type: 'toast', kind: 'error', message: 'Video not found' }]);
  });
});
