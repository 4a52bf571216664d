import type { NegativeFeedbackFlag } from '@cadence/domain';

/** Our labels for the five negative-feedback checkboxes (the spec names the fields only). */
export const NEGATIVE_FEEDBACK_LABELS: Readonly<Record<NegativeFeedbackFlag, string>> = {
  emotions: 'Wrong emotion or tone',
  inaccurate_clone: 'Does not sound like the voice',
  glitches: 'Glitches or artefacts',
  audio_quality: 'Poor audio quality',
  other: 'Something else',
};
