import type * as E from 'fp-ts/lib/Either.js';
import type { Observable } from 'rxjs';
import type { VideoTheme } from '@cadence/domain';
import { portError, type CommonError, type NotFound, type PortError, type SessionExpired } from '../shared/port-error.js';

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

/** A video (or its preview) is asked for an item that is not text to speech. */
export type TextToSpeechOnly = PortError<'TextToSpeechOnly'>;
export const TextToSpeechOnly = portError('TextToSpeechOnly');

/** The video or its preview could not be rendered; `message` says so in the service's words. */
export type RenderFailed = PortError<'RenderFailed'>;
export const RenderFailed = portError('RenderFailed');

/**
 * How a sharing call fails:
 * - `NotFound`: the history item, the shared item or the video does not exist (or is no longer shared);
 * - `TextToSpeechOnly`: a video or preview was asked for an item that is not text to speech;
 * - `RenderFailed`: the video or preview could not be rendered (the dialog shows the reason);
 * - `SessionExpired`: the user is no longer signed in (every call but `sharedItem`, which is public);
 * - `Rejected`: refused for the service's own reason (an empty public name, …), given in `message`;
 * - `Unavailable`: the service could not be reached, failed, or answered something unreadable.
 * The render calls keep the reason of a network failure too: the share-video dialog shows it.
 */
export type SharingError = NotFound | TextToSpeechOnly | RenderFailed | SessionExpired | CommonError;

/** The sharing calls of the API. Each emits one result and completes. */
export interface SharingApi {
  shareLink(historyItemId: string): Observable<E.Either<SharingError, ShareLink>>;
  updatePublicName(publicUserName: string): Observable<E.Either<SharingError, void>>;
  featureFlags(): Observable<E.Either<SharingError, readonly string[]>>;
  /** Answers once the video is rendered: its public URL. */
  generateVideo(historyItemId: string, options: VideoOptions): Observable<E.Either<SharingError, string>>;
  videoProgress(historyItemId: string, options: VideoOptions): Observable<E.Either<SharingError, VideoProgress>>;
  /** The preview still as PNG bytes. */
  videoPreview(historyItemId: string, options: VideoOptions): Observable<E.Either<SharingError, Uint8Array>>;
  /** The rendered video's bytes (for the download). */
  fetchVideo(videoUrl: string): Observable<E.Either<SharingError, Uint8Array>>;
  sharedItem(shareId: string): Observable<E.Either<SharingError, SharedItem>>;
}
