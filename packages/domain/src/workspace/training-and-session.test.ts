import { describe, it, expect } from 'vitest';
import * as O from 'fp-ts/lib/Option.js';
import {
  TRAINING_OPT_OUT_TOOLTIP_DELAY_MS,
  TRAINING_OPT_OUT_UPDATED_MESSAGE,
  isTrainingOptOutConfirmDisabled,
  isTrainingOptOutSwitchDisabled,
  trainingOptOutDialogResult,
  trainingOptOutTooltip,
} from './training-opt-out.js';
import { inactivityTimeoutMs, isSessionExpired } from './session-timeout.js';

describe('training opt-out dialog', () => {
  it('disables confirm while the switch equals the current setting', () => {
    expect(isTrainingOptOutConfirmDisabled({ currentSetting: true, switchValue: true, canChange: true })).toBe(true);
    expect(isTrainingOptOutConfirmDisabled({ currentSetting: true, switchValue: false, canChange: true })).toBe(false);
  });

  it('disables the switch with the admin-only tooltip unless can_change', () => {
    const locked = { currentSetting: false, switchValue: false, canChange: false };
    expect(isTrainingOptOutSwitchDisabled(locked)).toBe(true);
    expect(trainingOptOutTooltip(locked)).toEqual(O.some('Only workspace admins can change this setting.'));
    expect(isTrainingOptOutSwitchDisabled({ ...locked, canChange: true })).toBe(false);
    expect(trainingOptOutTooltip({ ...locked, canChange: true })).toEqual(O.none);
    expect(TRAINING_OPT_OUT_TOOLTIP_DELAY_MS).toBe(400);
  });

  it('resolves with the switch value, or nothing on cancel or close', () => {
    expect(trainingOptOutDialogResult('confirm', true)).toEqual(O.some(true));
    expect(trainingOptOutDialogResult('confirm', false)).toEqual(O.some(false));
    expect(trainingOptOutDialogResult('cancel', true)).toEqual(O.none);
    expect(trainingOptOutDialogResult('close', true)).toEqual(O.none);
    expect(TRAINING_OPT_OUT_UPDATED_MESSAGE).toBe('Workspace training opt out setting successfully updated.');
  });
});

describe('session inactivity timeout', () => {
  it('converts seconds to milliseconds and ignores absent or non-positive timeouts', () => {
    expect(inactivityTimeoutMs(900)).toEqual(O.some(900_000));
    expect(inactivityTimeoutMs(null)).toEqual(O.none);
    expect(inactivityTimeoutMs(0)).toEqual(O.none);
    expect(inactivityTimeoutMs(-5)).toEqual(O.none);
    expect(inactivityTimeoutMs(Number.NaN)).toEqual(O.none);
  });

  it('expires once the timeout has passed since the last activity', () => {
    const last = 1_700_000_000_000;
    expect(isSessionExpired({ timeoutSeconds: 60, lastActivityUnixMs: last, nowUnixMs: last + 59_999 })).toBe(false);
    expect(isSessionExpired({ timeoutSeconds: 60, lastActivityUnixMs: last, nowUnixMs: last + 60_000 })).toBe(true);
    expect(isSessionExpired({ timeoutSeconds: null, lastActivityUnixMs: 0, nowUnixMs: last })).toBe(false);
  });
});
