import { describe, it, expect } from 'vitest';
import { planChangeDialogCopy } from './plan-change-dialog-copy.js';

describe('plan-change dialog copy', () => {
  it('names the plan and confirms with the button label of the change', () => {
    expect(planChangeDialogCopy('upgrade', 'Pro')).toMatchObject({ title: 'Upgrade to Pro', confirmLabel: 'Upgrade' });
    expect(planChangeDialogCopy('downgrade', 'Starter')).toMatchObject({ title: 'Downgrade to Starter', confirmLabel: 'Downgrade' });
    expect(planChangeDialogCopy('cancel', 'Creator')).toMatchObject({ title: 'Cancel subscription', confirmLabel: 'Cancel Subscription' });
    expect(planChangeDialogCopy('cancel', 'Creator').body).toContain('Your Creator plan stays active');
  });
});
