import { describe, it, expect } from 'vitest';
import * as O from 'fp-ts/lib/Option.js';
import type { SafetyDialogContext } from './safety-dialogs.js';
import { decideSafetyDialog } from './safety-dialogs.js';

const context: SafetyDialogContext = { shownVoiceIds: new Set(), isFirstLoad: false, captchaExperimentOn: false, creationType: null };
const banned = { voice_id: 'v1', safety_control: 'BAN' as const };
const captcha = { voice_id: 'v2', safety_control: 'CAPTCHA' as const };

describe('decideSafetyDialog', () => {
  it('opens voiceBlocked for BAN and voiceCaptcha for CAPTCHA, marking the voice', () => {
    const blocked = decideSafetyDialog(banned, context);
    expect(blocked.dialog).toEqual(O.some('voiceBlocked'));
    expect([...blocked.shownVoiceIds]).toEqual(['v1']);
    expect(decideSafetyDialog(captcha, context).dialog).toEqual(O.some('voiceCaptcha'));
  });

  it('opens nothing for a voice without safety control', () => {
    expect(decideSafetyDialog({ voice_id: 'v3', safety_control: null }, context)).toEqual({ dialog: O.none, shownVoiceIds: context.shownVoiceIds });
  });

  it('fires once per voice', () => {
    const first = decideSafetyDialog(banned, context);
    expect(decideSafetyDialog(banned, { ...context, shownVoiceIds: first.shownVoiceIds }).dialog).toEqual(O.none);
  });

  it('does not fire on first load, and first load does not use up the once', () => {
    const onLoad = decideSafetyDialog(banned, { ...context, isFirstLoad: true });
    expect(onLoad.dialog).toEqual(O.none);
    expect(decideSafetyDialog(banned, { ...context, shownVoiceIds: onLoad.shownVoiceIds }).dialog).toEqual(O.some('voiceBlocked'));
  });

  it('skips the captcha when the experiment is on and creationType is cloneVoice', () => {
    const cloning = { ...context, captchaExperimentOn: true, creationType: 'cloneVoice' };
    expect(decideSafetyDialog(captcha, cloning).dialog).toEqual(O.none);
    expect(decideSafetyDialog(captcha, { ...cloning, creationType: null }).dialog).toEqual(O.some('voiceCaptcha'));
    expect(decideSafetyDialog(captcha, { ...cloning, captchaExperimentOn: false }).dialog).toEqual(O.some('voiceCaptcha'));
    expect(decideSafetyDialog(banned, cloning).dialog).toEqual(O.some('voiceBlocked'));
  });
});
