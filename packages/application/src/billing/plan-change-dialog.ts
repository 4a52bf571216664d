import type { Observable } from 'rxjs';
import { changeEndsSubscription, planChangeDialogCopy, tierDisplayName, type PlanChangeType, type PlanChoice } from '@cadence/domain';
import type { BillingApi, BillingResult } from './billing-api.port.js';
import type { PlanChangeDialogView } from './billing.types.js';

/** The open plan-change dialog: its change, and the idempotency key every confirmation of this dialog sends. */
export interface OpenPlanChangeDialog {
  readonly changeType: PlanChangeType;
  readonly plan: PlanChoice;
  readonly idempotencyKey: string;
  readonly busy: boolean;
}

/** What the dialog shows, with the domain's copy. */
export const planChangeDialogView = (dialog: OpenPlanChangeDialog | null): PlanChangeDialogView | null =>
  dialog === null
    ? null
    : {
        changeType: dialog.changeType,
        plan: dialog.plan,
        ...planChangeDialogCopy(dialog.changeType, tierDisplayName(dialog.plan.tier)),
        busy: dialog.busy,
      };

/**
 * The provider call a confirmation makes: cancel the subscription at the period end (a cancellation, or a downgrade to
 * Free), or change it under the dialog's key.
 */
export const planChangeCall = (
  billing: BillingApi,
  dialog: OpenPlanChangeDialog,
  promocode: string | null,
): Observable<BillingResult<void>> =>
  changeEndsSubscription(dialog.changeType, dialog.plan)
    ? billing.cancelSubscription()
    : billing.changeSubscription(dialog.plan, dialog.idempotencyKey, promocode);
