import * as O from 'fp-ts/lib/Option.js';

/** The tooltip on the switch for members who may not change the setting. */
export const TRAINING_OPT_OUT_ADMIN_ONLY_TOOLTIP = 'Only workspace admins can change this setting.';

/** The tooltip delay in the training opt-out dialog (the default elsewhere is 100 ms). */
export const TRAINING_OPT_OUT_TOOLTIP_DELAY_MS = 400;

/** The toast after the training opt-out setting is saved. */
export const TRAINING_OPT_OUT_UPDATED_MESSAGE = 'Workspace training opt out setting successfully updated.';

/** What the training opt-out dialog shows: the saved setting, the switch, and whether the server lets the user change it. */
export interface TrainingOptOutDialog {
  readonly currentSetting: boolean;
  readonly switchValue: boolean;
  readonly canChange: boolean;
}

/** Confirm is disabled while the switch equals the saved setting. */
export const isTrainingOptOutConfirmDisabled = (dialog: TrainingOptOutDialog): boolean =>
  dialog.switchValue === dialog.currentSetting;

/** The switch is disabled unless the server says the user can change the setting. */
export const isTrainingOptOutSwitchDisabled = (dialog: TrainingOptOutDialog): boolean => !dialog.canChange;

/** The switch's tooltip: the admin-only text when the switch is disabled, else none. */
export const trainingOptOutTooltip = (dialog: TrainingOptOutDialog): O.Option<string> =>
  dialog.canChange ? O.none : O.some(TRAINING_OPT_OUT_ADMIN_ONLY_TOOLTIP);

/** How the dialog was left. */
export type TrainingOptOutDialogExit = 'confirm' | 'cancel' | 'close';

/** What the dialog resolves with: the switch value on confirm, none on cancel or close. */
export const trainingOptOutDialogResult = (exit: TrainingOptOutDialogExit, switchValue: boolean): O.Option<boolean> =>
  exit === 'confirm' ? O.some(switchValue) : O.none;
