import type { Tier } from '../tiers/index.js';
import { isEnterpriseTier } from '../tiers/index.js';

/** The feature flag that turns on video sharing (and sharing for enterprise workspaces). */
export const TTS_VIDEO_GENERATION_FLAG = 'tts-video-generation';

/** What the share control opens: the share-video dialog (flag on) or the share-link modal. */
export type ShareTarget = 'shareVideoDialog' | 'shareLinkModal';

/** How the share control on a history item looks and what it opens. */
export interface ShareControl {
  readonly visible: boolean;
  readonly disabled: boolean;
  readonly opens: ShareTarget;
}

/** What the share control depends on. */
export interface ShareControlInput {
  readonly workspaceTier: Tier;
  readonly videoGenerationFlagOn: boolean;
  readonly hasHistoryItem: boolean;
}

/**
 * The share control: shown unless the workspace tier is enterprise (trial still sees it), or always
 * when tts-video-generation is on; disabled without a history item; opens the video dialog with the flag.
 */
export const shareControl = (input: ShareControlInput): ShareControl => ({
  visible: !isEnterpriseTier(input.workspaceTier) || input.videoGenerationFlagOn,
  disabled: !input.hasHistoryItem,
  opens: input.videoGenerationFlagOn ? 'shareVideoDialog' : 'shareLinkModal',
});
