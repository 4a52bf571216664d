import type { PlanChangeType } from './plan-effect.js';

/** The words of the plan-change dialog (the spec names the dialog and its three types, not its texts). */
export interface PlanChangeDialogCopy {
  readonly title: string;
  readonly body: string;
  readonly confirmLabel: string;
}

/** The plan-change dialog's copy for a change type and the target plan's display name. */
export const planChangeDialogCopy = (changeType: PlanChangeType, planName: string): PlanChangeDialogCopy => {
  switch (changeType) {
    case 'cancel':
      return {
        title: 'Cancel subscription',
        body: `Your ${planName} plan stays active until the end of the current billing period. After that your workspace moves to the Free plan.`,
        confirmLabel: 'Cancel Subscription',
      };
    case 'downgrade':
      return {
        title: `Downgrade to ${planName}`,
        body: `Your plan changes to ${planName} at the end of the current billing period.`,
        confirmLabel: 'Downgrade',
      };
    case 'upgrade':
      return {
        title: `Upgrade to ${planName}`,
        body: `Your plan changes to ${planName} right away; the prorated difference is charged now.`,
        confirmLabel: 'Upgrade',
      };
  }
};
