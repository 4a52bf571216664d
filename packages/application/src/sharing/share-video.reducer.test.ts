import { describe, expect, it } from 'vitest';
import { historyItem } from '../history/testing/history-fakes.js';
import { CLOSED_SHARE_VIDEO, shareVideoReducer, shareVideoView, type ShareVideoEvent } from './share-video.reducer.js';

const run = (...events: ShareVideoEvent[]) => events.reduce(shareVideoReducer, CLOSED_SHARE_VIDEO);
const opened: ShareVideoEvent = { type: 'opened', item: historyItem('h1', { text: '[laughs] hi' }) };

describe('share-video reducer', () => {
  it('opens afresh for the item on the colour theme with tags kept, and forgets it on close', () => {
    const state = run({ type: 'muteToggled' }, opened);
    expect(state).toMatchObject({ item: { historyItemId: 'h1' }, muted: false, dialog: { theme: 'colour', stripV3Tags: false } });
    expect(run(opened, { type: 'themeSelected', theme: 'dark' }, { type: 'closed' })).toBe(CLOSED_SHARE_VIDEO);
  });

  it('renders with progress that never goes back, then holds the video until another theme is chosen', () => {
    const rendering = run(opened, { type: 'generationStarted' }, { type: 'progressEstimated', progress: 0.4 }, { type: 'progressEstimated', progress: 0.2 });
    expect(rendering.dialog).toMatchObject({ generating: true, progress: 0.4 });
    const done = shareVideoReducer(rendering, { type: 'videoGenerated', videoUrl: 'https://v/1.mp4' });
    expect(shareVideoView(done)).toMatchObject({ canDownload: true, canGenerate: true, dialog: { progress: 1, videoUrl: 'https://v/1.mp4' } });
    expect(shareVideoReducer(done, { type: 'themeSelected', theme: 'light' }).dialog).toMatchObject({ theme: 'light', videoUrl: null, progress: 0 });
  });

  it('words failures with the domain, with or without the service’s reason', () => {
    expect(run(opened, { type: 'previewFailed', message: 'Bad theme' }).dialog.previewError).toBe('Error generating video preview: Bad theme');
    expect(run(opened, { type: 'generationStarted' }, { type: 'generationFailed' }).dialog).toMatchObject({ generating: false, error: 'Unknown error generating video' });
  });

  it('keeps the preview URL until the next one arrives', () => {
    const shown = run(opened, { type: 'previewLoaded', previewUrl: 'blob:1' }, { type: 'themeSelected', theme: 'dark' });
    expect(shown.dialog.previewUrl).toBe('blob:1');
    expect(shareVideoReducer(shown, { type: 'previewLoaded', previewUrl: 'blob:2' }).dialog.previewUrl).toBe('blob:2');
  });

  it('toggles mute, and leaves the state as it is for generate and download', () => {
    const state = run(opened);
    expect(shareVideoReducer(state, { type: 'muteToggled' }).muted).toBe(true);
    expect(shareVideoReducer(state, { type: 'generate' })).toBe(state);
    expect(shareVideoReducer(state, { type: 'download' })).toBe(state);
  });

  it('offers no video for speech to speech, and no second render while one runs', () => {
    expect(shareVideoView(run({ type: 'opened', item: historyItem('s1', { source: 'STS' }) }))).toMatchObject({
      canGenerate: false, ineligible: 'Video generation is only available for text-to-speech items',
    });
    expect(shareVideoView(run(opened, { type: 'generationStarted' })).canGenerate).toBe(false);
    expect(shareVideoView(run(opened)).showV3TagsCheckbox).toBe(true);
  });
});
