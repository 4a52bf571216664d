import type { VoiceView } from './voice.js';

/** The sharing status of a library voice whose owner disabled copies. */
export const COPIED_DISABLED_STATUS = 'copied_disabled';

/** A shared voice with status copied_disabled cannot be used. */
export const isVoiceUnusable = (voice: Pick<VoiceView, 'sharing'>): boolean =>
  voice.sharing?.status === COPIED_DISABLED_STATUS;

/** Voices under live moderation are not offered in Studio. */
export const isAvailableInStudio = (voice: Pick<VoiceView, 'sharing'>): boolean =>
  voice.sharing?.live_moderation_enabled !== true;

/**
 * A voice needs verification when it is not verified and either requires verification or the user is
 * in probation; a voice without a verification record counts as unverified and not requiring it.
 */
export const needsVerification = (voice: Pick<VoiceView, 'voice_verification'>, userInProbation: boolean): boolean => {
  const verification = voice.voice_verification;
  const isVerified = verification?.is_verified ?? false;
  const requiresVerification = verification?.requires_verification ?? false;
  return !isVerified && (requiresVerification || userInProbation);
};
