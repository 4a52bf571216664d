import type { AppContext } from '../app-context.js';
import { fail, isFailure } from '../http/failure.js';
import type { OperationTable } from '../http/operation-table.js';
import { publicOperation, reply, securedOperation, type Outcome } from '../http/operation.js';
import { findHistoryItem } from '../speech/history-repository.js';
import { isRenderFailure, renderStill, renderVideo } from './render-video.js';
import { createVideoJobs, type RenderOutcome } from './video-jobs.js';
import { loadVideoSource, readVideoRequest, type VideoRequest } from './video-request.js';
import { folderVideoStore } from './video-store.js';

/** Two ffmpeg renders at a time: each keeps a core busy, and the speech engine needs cores too. */
const RENDER_CONCURRENCY = 2;
/** Stills kept in memory (the dialog shows one per theme, switched back and forth). */
const PREVIEW_CACHE_SIZE = 64;

const renderFailed = (what: string, log: string): Outcome => {
  console.error(`Rendering the share ${what} failed:\n${log}`);
  return fail('internal_error', `The share ${what} could not be rendered.`);
};

/** Share videos (MP4) and their previews (PNG) of history items, rendered with ffmpeg. */
export const videoOperations = (ctx: AppContext): OperationTable<
  'generateHistoryVideo' | 'getHistoryVideoProgress' | 'getHistoryVideoPreview' | 'getVideoFile'
> => {
  const jobs = createVideoJobs(RENDER_CONCURRENCY);
  const store = folderVideoStore(ctx.config.videoDir);
  const previews = new Map<string, Uint8Array>();

  const render = (request: VideoRequest) => async (report: (progress: number) => void): Promise<RenderOutcome> => {
    const source = await loadVideoSource(ctx, request);
    if (isFailure(source)) return { failed: true, log: 'The history item is gone.' };
    const { file, path } = await store.reserve();
    const failure = await renderVideo(source, path, report);
    if (failure !== null) return failure;
    await store.claim(file, { workspaceId: request.workspaceId, historyItemId: request.historyItemId });
    return { file };
  };

  const remember = (key: string, png: Uint8Array): void => {
    previews.set(key, png);
    const oldest = previews.keys().next();
    if (previews.size > PREVIEW_CACHE_SIZE && oldest.done !== true) previews.delete(oldest.value);
  };

  return {
    generateHistoryVideo: securedOperation(async (input, caller) => {
      const read = await readVideoRequest(ctx, input, caller);
      if (isFailure(read)) return read;
      if (!read.eligible) return fail('video_only_for_text_to_speech');
      const outcome = await jobs.run(read.request.key, render(read.request));
      if ('failed' in outcome) return renderFailed('video', outcome.log);
      return reply({ video_url: `${ctx.config.apiOrigin}/v1/videos/${outcome.file}` });
    }),
    getHistoryVideoProgress: securedOperation(async (input, caller) => {
      const read = await readVideoRequest(ctx, input, caller);
      return isFailure(read) ? read : reply(jobs.status(read.request.key));
    }),
    getHistoryVideoPreview: securedOperation(async (input, caller) => {
      const read = await readVideoRequest(ctx, input, caller);
      if (isFailure(read)) return read;
      if (!read.eligible) return fail('video_only_for_text_to_speech');
      let png = previews.get(read.request.key);
      if (png === undefined) {
        const source = await loadVideoSource(ctx, read.request);
        if (isFailure(source)) return source;
        const still = await renderStill(source);
        if (isRenderFailure(still)) return renderFailed('video preview', still.log);
        remember(read.request.key, (png = still));
      }
      return { status: 200, body: png, headers: { 'content-type': 'image/png', 'cache-control': 'private, max-age=3600' } };
    }),
    getVideoFile: publicOperation(async (input) => {
      const video = await store.read(String(input.params['video_file']));
      // A deleted item's videos are gone with it, though their files remain until the folder is cleaned.
      const owner = video === null ? null : await findHistoryItem(ctx.db, video.owner.workspaceId, video.owner.historyItemId);
      if (video === null || owner === null) return fail('not_found');
      return { status: 200, body: video.bytes, headers: { 'content-type': 'video/mp4', 'cache-control': 'public, max-age=3600' } };
    }),
  };
};
