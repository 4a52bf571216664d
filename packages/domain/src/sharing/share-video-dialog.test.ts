import { describe, it, expect } from 'vitest';
import type { ShareVideoDialogState } from './share-video-dialog.js';
import { INITIAL_SHARE_VIDEO_DIALOG_STATE as initial, shareVideoDialogReducer as reduce } from './share-video-dialog.js';

const generated: ShareVideoDialogState = {
  ...initial,
  theme: 'dark',
  stripV3Tags: true,
  progress: 1,
  videoUrl: 'https://cdn.example/v.mp4',
  previewUrl: 'blob:preview',
  error: 'Error generating video: x',
  previewError: 'Error generating video preview: y',
};

describe('shareVideoDialogReducer', () => {
  it('starts on colour with tags kept and nothing generated', () => {
    expect(initial).toEqual({
      theme: 'colour',
      stripV3Tags: false,
      generating: false,
      progress: 0,
      videoUrl: null,
      previewUrl: null,
      error: null,
      previewError: null,
    });
  });

  it('resets the video and progress when a theme is selected', () => {
    const next = reduce(generated, { type: 'themeSelected', theme: 'light' });
    expect(next).toMatchObject({ theme: 'light', videoUrl: null, progress: 0, stripV3Tags: true });
  });

  it('resets theme, strip flag, errors and previews on close', () => {
    expect(reduce(generated, { type: 'closed' })).toEqual(initial);
  });

  it('tracks generation progress monotonically up to the video', () => {
    const started = reduce(initial, { type: 'generationStarted' });
    const half = reduce(started, { type: 'progressEstimated', progress: 0.5 });
    expect(reduce(half, { type: 'progressEstimated', progress: 0.3 }).progress).toBe(0.5);
    const done = reduce(half, { type: 'videoGenerated', videoUrl: 'u' });
    expect(done).toMatchObject({ generating: false, progress: 1, videoUrl: 'u' });
  });

  it('turns failures into the spec messages', () => {
    const started = reduce(initial, { type: 'generationStarted' });
    expect(reduce(started, { type: 'generationFailed', message: 'boom' }).error).toBe('Error generating video: boom');
    expect(reduce(started, { type: 'generationFailed' }).error).toBe('Unknown error generating video');
    expect(reduce(initial, { type: 'previewFailed' }).previewError).toBe('Unknown error generating video preview');
  });

  it('ignores progress when nothing is being generated', () => {
    expect(reduce(initial, { type: 'progressEstimated', progress: 0.4 })).toBe(initial);
  });
});
