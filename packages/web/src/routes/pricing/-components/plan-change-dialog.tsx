import type { PlanChangeDialogView } from '@cadence/application';
import { ConfirmDialog } from '../../../ui/confirm-dialog/confirm-dialog';

/** The plan-change dialog (cancel, downgrade or upgrade) in the use-case's words; closed while the view has none. */
export interface PlanChangeDialogProps {
  readonly dialog: PlanChangeDialogView | null;
  readonly onConfirm: () => void;
  readonly onDismiss: () => void;
}

export const PlanChangeDialog = ({ dialog, onConfirm, onDismiss }: PlanChangeDialogProps) =>
  dialog === null ? null : (
    <ConfirmDialog
      open
      title={dialog.title}
      body={dialog.body}
      confirmLabel={dialog.confirmLabel}
      cancelLabel="Keep my plan"
      busy={dialog.busy}
      tone={dialog.changeType === 'cancel' ? 'danger' : 'primary'}
      onConfirm={onConfirm}
      onCancel={onDismiss}
    />
  );
