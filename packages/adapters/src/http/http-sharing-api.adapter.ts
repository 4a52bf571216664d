import type { ApiResult, HttpError, SharedItem, ShareLink, SharingApi, VideoOptions, VideoProgress } from '@cadence/application';
import * as E from 'fp-ts/lib/Either.js';
import { map, of, type Observable } from 'rxjs';
import { apiCall } from './api-call.js';
import type { ApiClient } from './api-client.js';
import { bytesCall } from './bytes-call.js';
import { OkCodec } from './codecs/ok.codec.js';
import { FeatureFlagsCodec, SharedItemCodec, ShareLinkCodec, VideoProgressCodec, VideoUrlCodec } from './codecs/sharing.codec.js';
import { invalidResponse } from './http-error.js';

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

  shareLink(historyItemId: string): Observable<ApiResult<ShareLink>> {
    const params = { path: { history_item_id: historyItemId } };
    return apiCall(ShareLinkCodec, (init) => this.client.GET('/v1/history/{history_item_id}/share-link', { ...init, params })).pipe(
      map(E.map((body) => ({ shareLink: body.share_link, publicUserName: body.public_user_name }))),
    );
  }

  updatePublicName(publicUserName: string): Observable<ApiResult<void>> {
    const body = { public_user_name: publicUserName };
    return apiCall(OkCodec, (init) => this.client.POST('/v1/user/update-public-user-name', { ...init, body })).pipe(
      map(E.map((): void => undefined)),
    );
  }

  featureFlags(): Observable<ApiResult<readonly string[]>> {
    return apiCall(FeatureFlagsCodec, (init) => this.client.GET('/v1/user/feature-flags', init)).pipe(map(E.map(({ flags }) => flags)));
  }

  generateVideo(historyItemId: string, options: VideoOptions): Observable<ApiResult<string>> {
    const params = videoParams(historyItemId, options);
    return apiCall(VideoUrlCodec, (init) => this.client.POST('/v1/history/{history_item_id}/video', { ...init, params })).pipe(
      map(E.map(({ video_url }) => video_url)),
    );
  }

  videoProgress(historyItemId: string, options: VideoOptions): Observable<ApiResult<VideoProgress>> {
    const params = videoParams(historyItemId, options);
    return apiCall(VideoProgressCodec, (init) => this.client.GET('/v1/history/{history_item_id}/video/progress', { ...init, params }));
  }

  videoPreview(historyItemId: string, options: VideoOptions): Observable<ApiResult<Uint8Array>> {
    const params = videoParams(historyItemId, options);
    return bytesCall((init) => this.client.GET('/v1/history/{history_item_id}/video/preview', { ...init, params })).pipe(bodyBytes);
  }

  fetchVideo(videoUrl: string): Observable<ApiResult<Uint8Array>> {
    const file = videoFileOf(videoUrl);
    if (file === null) return of(E.left(invalidResponse(0)));
    const params = { path: { video_file: file } };
    return bytesCall((init) => this.client.GET('/v1/videos/{video_file}', { ...init, params })).pipe(bodyBytes);
  }

  sharedItem(shareId: string): Observable<ApiResult<SharedItem>> {
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
    );
  }
}
