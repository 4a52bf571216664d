import type { Observable } from 'rxjs';
import type { VideoTheme } from '@cadence/domain';
import type { ApiResult } from '../shared/http-error.js';

/** A history item's public link and the name it is shared under (GET /v1/history/{id}/share-link). */
export interface ShareLink {
  readonly shareLink: string;
  readonly publicUserName: string;
}

/** What a share video is rendered with: the theme, and whether bracketed v3 tags are stripped from the text. */
export interface VideoOptions {
  readonly theme: VideoTheme;
  readonly stripV3Tags: boolean;
}

/** The server's render progress of one video (state idle until a render starts). */
export interface VideoProgress {
  readonly state: 'idle' | 'rendering' | 'done' | 'failed';
  readonly progress: number;
}

/** A shared item as anyone with the link sees it (GET /v1/shared/{share_id}, no sign-in). */
export interface SharedItem {
  readonly shareId: string;
  readonly text: string;
  readonly voiceName: string;
  readonly publicUserName: string;
  readonly dateUnix: number;
  /** Absolute URL of the shared audio; public, so an audio element can play it directly. */
  readonly audioUrl: string;
}

/** The sharing calls of the API. Each emits one result and completes. */
export interface SharingApi {
  shareLink(historyItemId: string): Observable<ApiResult<ShareLink>>;
  updatePublicName(publicUserName: string): Observable<ApiResult<void>>;
  featureFlags(): Observable<ApiResult<readonly string[]>>;
  /** Answers once the video is rendered: its public URL. */
  generateVideo(historyItemId: string, options: VideoOptions): Observable<ApiResult<string>>;
  videoProgress(historyItemId: string, options: VideoOptions): Observable<ApiResult<VideoProgress>>;
  /** The preview still as PNG bytes. */
  videoPreview(historyItemId: string, options: VideoOptions): Observable<ApiResult<Uint8Array>>;
  /** The rendered video's bytes (for the download). */
  fetchVideo(videoUrl: string): Observable<ApiResult<Uint8Array>>;
  sharedItem(shareId: string): Observable<ApiResult<SharedItem>>;
}

/** The token for binding SharingApi in a container. */
export const SharingApi = Symbol.for('cadence.SharingApi');
