import * as O from 'fp-ts/lib/Option.js';
import type { VoiceView } from './voice.js';
import { CLONE_VOICE_CREATION_TYPE } from './voice-constants.js';

/** The dialog a voice's safety control opens. */
export type SafetyDialog = 'voiceBlocked' | 'voiceCaptcha';

/** What the safety check needs to know besides the voice. */
export interface SafetyDialogContext {
  /** Voices whose safety dialog has already been shown in this session. */
  readonly shownVoiceIds: ReadonlySet<string>;
  /** True for the voice selected when the page first loads. */
  readonly isFirstLoad: boolean;
  /** True when the experiment that lets cloning skip the captcha is on. */
  readonly captchaExperimentOn: boolean;
  /** The creationType query value of the current page, if any. */
  readonly creationType: string | null;
}

/** The dialog to open (if any) and the shown-voice set to keep afterwards. */
export interface SafetyDialogDecision {
  readonly dialog: O.Option<SafetyDialog>;
  readonly shownVoiceIds: ReadonlySet<string>;
}

const dialogFor = (voice: Pick<VoiceView, 'safety_control'>, context: SafetyDialogContext): O.Option<SafetyDialog> => {
  if (voice.safety_control === 'BAN') return O.some('voiceBlocked');
  if (voice.safety_control !== 'CAPTCHA') return O.none;
  const skipped = context.captchaExperimentOn && context.creationType === CLONE_VOICE_CREATION_TYPE;
  return skipped ? O.none : O.some('voiceCaptcha');
};

/**
 * Decides the safety dialog for a selected voice: BAN opens voiceBlocked, CAPTCHA opens voiceCaptcha
 * (skipped when the experiment is on and creationType is cloneVoice); nothing on first load or when
 * the voice's dialog was already shown; only a dialog that opens marks the voice as shown.
 */
export const decideSafetyDialog = (
  voice: Pick<VoiceView, 'voice_id' | 'safety_control'>,
  context: SafetyDialogContext,
): SafetyDialogDecision => {
  const unchanged = { dialog: O.none, shownVoiceIds: context.shownVoiceIds };
  if (context.isFirstLoad || context.shownVoiceIds.has(voice.voice_id)) return unchanged;
  const dialog = dialogFor(voice, context);
  return O.isNone(dialog) ? unchanged : { dialog, shownVoiceIds: new Set([...context.shownVoiceIds, voice.voice_id]) };
};
