import {
  NotFound, RenderFailed, SessionExpired, TextToSpeechOnly, Unavailable, type SharedItem, type ShareLink, type SharingApi,
  type SharingError, type VideoOptions, type VideoProgress,
} from '@cadence/application';
import * as E from 'fp-ts/lib/Either.js';
import { map, of, type Observable } from 'rxjs';
import { apiCall } from './api-call.js';
import type { ApiClient } from './api-client.js';
import { bytesCall } from './bytes-call.js';
import { OkCodec } from './codecs/ok.codec.js';
import { FeatureFlagsCodec, SharedItemCodec, ShareLinkCodec, VideoProgressCodec, VideoUrlCodec } from './codecs/sharing.codec.js';
import { errorTable, withErrors, type ErrorRow } from './error-table.js';
import { invalidResponse, NETWORK_ERROR_STATUS_TEXT, type HttpError } from './http-error.js';

const SHARING_ROWS: readonly ErrorRow<SharingError>[] = [
  { code: 'history_item_not_found', to: NotFound },
  { code: 'shared_item_not_found', to: NotFound },
  { code: 'video_only_for_text_to_speech', to: TextToSpeechOnly },
  { status: 404, to: NotFound },
  { status: 401, to: SessionExpired },
];

/** The sharing endpoints' failures in the port's words. */
export const SHARING_ERRORS = errorTable<SharingError>(SHARING_ROWS);

/**
 * The render calls (video, preview): the share-video dialog shows the reason of any failure after "Error
 * generating video…", so a failed render (the server's internal_error) and a network failure keep their message.
 */
export const RENDER_ERRORS = errorTable<SharingError>([
  { code: 'internal_error', to: RenderFailed },
  { code: NETWORK_ERROR_STATUS_TEXT, to: Unavailable },
  ...SHARING_ROWS,
]);

type Answer<A> = Observable<E.Either<SharingError, A>>;

const videoParams = (historyItemId: string, options: VideoOptions) => ({
  path: { history_item_id: historyItemId },
  query: { theme: options.theme, strip_v3_tags: options.stripV3Tags },
});

/** Bytes with a body, or the invalid-response error (an empty answer is not an image or a video). */
const bodyBytes = map(
  E.chain(({ body }: { readonly body: Uint8Array | null }): E.Either<HttpError, Uint8Array> =>
    body === null || body.length === 0 ? E.left(invalidResponse(200)) : E.right(body),
  ),
);

/** The file name of a video URL the server answered (…/v1/videos/<file>.mp4), to fetch it through the client. */
const videoFileOf = (videoUrl: string): string | null => {
  const file = E.tryCatch(() => new URL(videoUrl).pathname.split('/').at(-1) ?? '', () => '');
  return E.isRight(file) && file.right.endsWith('.mp4') ? decodeURIComponent(file.right) : null;
};

/** SharingApi over the contract's share-link, public-name, feature-flag, video and shared-item endpoints. */
export class HttpSharingApi implements SharingApi {
  constructor(private readonly client: ApiClient) {}

  shareLink(historyItemId: string): Answer<ShareLink> {
    const params = { path: { history_item_id: historyItemId } };
    return apiCall(ShareLinkCodec, (init) => this.client.GET('/v1/history/{history_item_id}/share-link', { ...init, params })).pipe(
      map(E.map((body) => ({ shareLink: body.share_link, publicUserName: body.public_user_name }))),
      withErrors(SHARING_ERRORS),
    );
  }

  updatePublicName(publicUserName: string): Answer<void> {
    const body = { public_user_name: publicUserName };
    return apiCall(OkCodec, (init) => this.client.POST('/v1/user/update-public-user-name', { ...init, body })).pipe(
      map(E.map((): void => undefined)),
      withErrors(SHARING_ERRORS),
    );
  }

  featureFlags(): Answer<readonly string[]> {
    return apiCall(FeatureFlagsCodec, (init) => this.client.GET('/v1/user/feature-flags', init)).pipe(
      map(E.map(({ flags }) => flags)),
      withErrors(SHARING_ERRORS),
    );
  }

  generateVideo(historyItemId: string, options: VideoOptions): Answer<string> {
    const params = videoParams(historyItemId, options);
    return apiCall(VideoUrlCodec, (init) => this.client.POST('/v1/history/{history_item_id}/video', { ...init, params })).pipe(
      map(E.map(({ video_url }) => video_url)),
      withErrors(RENDER_ERRORS),
    );
  }

  videoProgress(historyItemId: string, options: VideoOptions): Answer<VideoProgress> {
    const params = videoParams(historyItemId, options);
    return apiCall(VideoProgressCodec, (init) => this.client.GET('/v1/history/{history_item_id}/video/progress', { ...init, params })).pipe(
      withErrors(SHARING_ERRORS),
    );
  }

  videoPreview(historyItemId: string, options: VideoOptions): Answer<Uint8Array> {
    const params = videoParams(historyItemId, options);
    return bytesCall((init) => this.client.GET('/v1/history/{history_item_id}/video/preview', { ...init, params })).pipe(
      bodyBytes,
      withErrors(RENDER_ERRORS),
    );
  }

  fetchVideo(videoUrl: string): Answer<Uint8Array> {
    const file = videoFileOf(videoUrl);
    // Not a video address the server made: nothing to fetch, and nothing the user can act on.
    if (file === null) return of(E.left(Unavailable()));
    const params = { path: { video_file: file } };
    return bytesCall((init) => this.client.GET('/v1/videos/{video_file}', { ...init, params })).pipe(bodyBytes, withErrors(SHARING_ERRORS));
  }

  sharedItem(shareId: string): Answer<SharedItem> {
    const params = { path: { share_id: shareId } };
    return apiCall(SharedItemCodec, (init) => this.client.GET('/v1/shared/{share_id}', { ...init, params })).pipe(
      map(
        E.map((body) => ({
          shareId: body.share_id,
          text: body.text,
          voiceName: body.voice_name,
          publicUserName: body.public_user_name,
          dateUnix: body.date_unix,
          audioUrl: body.audio_url,
        })),
      ),
      withErrors(SHARING_ERRORS),
    );
  }
}
