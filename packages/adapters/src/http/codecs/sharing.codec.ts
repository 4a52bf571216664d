import { isValidUrl } from '@cadence/domain';
import * as t from 'io-ts';
import type { operations } from '../../generated/api.js';
import type { AcceptsContract } from './contract.js';

/** An absolute URL (the domain's rule); a javascript: URL or a relative path fails, so no element ever loads one. */
const AbsoluteUrlCodec = new t.Type<string, string, unknown>(
  'AbsoluteUrl',
  (input): input is string => typeof input === 'string' && isValidUrl(input),
  (input, context) => (typeof input === 'string' && isValidUrl(input) ? t.success(input) : t.failure(input, context)),
  (url) => url,
);

type JsonOf<Operation extends keyof operations, Status extends number = 200> = operations[Operation]['responses'] extends Record<
  Status,
  { content: { 'application/json': infer Body } }
>
  ? Body
  : never;

/** GET /v1/history/{id}/share-link. */
export const ShareLinkCodec = t.type({ share_link: AbsoluteUrlCodec, public_user_name: t.string });

/** GET /v1/user/feature-flags. */
export const FeatureFlagsCodec = t.type({ flags: t.readonlyArray(t.string) });

/** POST /v1/history/{id}/video. */
export const VideoUrlCodec = t.type({ video_url: AbsoluteUrlCodec });

/** GET /v1/history/{id}/video/progress. */
export const VideoProgressCodec = t.type({
  state: t.keyof({ idle: null, rendering: null, done: null, failed: null }),
  progress: t.number,
});

/** GET /v1/shared/{share_id}. */
export const SharedItemCodec = t.type({
  share_id: t.string,
  text: t.string,
  voice_name: t.string,
  public_user_name: t.string,
  date_unix: t.number,
  audio_url: AbsoluteUrlCodec,
});

// Every body the contract allows decodes as a type (URLs are checked at run time).
const _shareLink: AcceptsContract<JsonOf<'getHistoryShareLink'>, t.TypeOf<typeof ShareLinkCodec>> = true;
const _flags: AcceptsContract<JsonOf<'getFeatureFlags'>, t.TypeOf<typeof FeatureFlagsCodec>> = true;
const _video: AcceptsContract<JsonOf<'generateHistoryVideo'>, t.TypeOf<typeof VideoUrlCodec>> = true;
const _progress: AcceptsContract<JsonOf<'getHistoryVideoProgress'>, t.TypeOf<typeof VideoProgressCodec>> = true;
const _shared: AcceptsContract<JsonOf<'getSharedItem'>, t.TypeOf<typeof SharedItemCodec>> = true;
