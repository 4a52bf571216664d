import { checkVideoEligibility, DEFAULT_VIDEO_THEME, parseVideoTheme, type VideoTheme } from '@cadence/domain';
import type { AppContext } from '../app-context.js';
import { fail, type Failure } from '../http/failure.js';
import type { Caller, OperationInput } from '../http/operation.js';
import { findHistoryAudio, findHistoryItem } from '../speech/history-repository.js';
import type { VideoSource } from './render-video.js';

/** The item and parameters of a video request, and the key its render is kept under. */
export interface VideoRequest {
  readonly key: string;
  readonly workspaceId: string;
  readonly historyItemId: string;
  readonly theme: VideoTheme;
  readonly stripTags: boolean;
}

/** The history's source of an item as the domain names the item kinds. */
const ITEM_TYPES: Readonly<Record<string, string>> = { TTS: 'text-to-speech', STS: 'speech-to-speech' };

/** The request's item (404 when it is not in the caller's workspace), theme and strip flag. */
export const readVideoRequest = async (ctx: AppContext, input: OperationInput<unknown>, caller: Caller): Promise<
  { readonly request: VideoRequest; readonly eligible: boolean } | Failure
> => {
  const historyItemId = String(input.params['history_item_id']);
  const theme = parseVideoTheme(String(input.query['theme'] ?? DEFAULT_VIDEO_THEME));
  if (theme._tag === 'None') return fail('invalid_request', 'theme must be one of colour, light, dark.');
  const row = await findHistoryItem(ctx.db, caller.workspaceId, historyItemId);
  if (row === null) return fail('history_item_not_found');
  // The contract coerces the query to a boolean; the string form is accepted too.
  const stripTags = input.query['strip_v3_tags'] === true || input.query['strip_v3_tags'] === 'true';
  const key = [caller.workspaceId, historyItemId, theme.value, stripTags ? 'strip' : 'keep'].join('/');
  return {
    request: { key, workspaceId: caller.workspaceId, historyItemId, theme: theme.value, stripTags },
    eligible: checkVideoEligibility(ITEM_TYPES[row.source] ?? row.source)._tag === 'Right',
  };
};

/** What the video of the request shows: the item's audio, text and voice name. */
export const loadVideoSource = async (ctx: AppContext, request: VideoRequest): Promise<VideoSource | Failure> => {
  const row = await findHistoryItem(ctx.db, request.workspaceId, request.historyItemId);
  const [stored] = await findHistoryAudio(ctx.db, request.workspaceId, [request.historyItemId]);
  if (row === null || stored === undefined) return fail('history_item_not_found');
  return {
    audio: stored.audio, contentType: stored.contentType, outputFormat: stored.outputFormat, text: row.text ?? '',
    voiceName: row.voice_name, theme: request.theme, stripTags: request.stripTags,
  };
};
