import type { ReactNode } from 'react';
import { Button } from '../button/button';
import { Dialog } from '../dialog/dialog';

/** A dialog that asks one question: confirm, or (when there is a cancel label) cancel. */
export interface ConfirmDialogProps {
  readonly open: boolean;
  readonly title: string;
  readonly body: string | null;
  readonly confirmLabel: string;
  readonly cancelLabel?: string | null;
  readonly busy?: boolean;
  readonly tone?: 'primary' | 'danger';
  readonly onConfirm: () => void;
  /** Cancel, Escape or a click outside; without it the dialog closes only through confirm. */
  readonly onCancel?: () => void;
  /** Anything to show between the text and the buttons (an error, for instance). */
  readonly children?: ReactNode;
}

export const ConfirmDialog = ({
  open,
  title,
  body,
  confirmLabel,
  cancelLabel = null,
  busy = false,
  tone = 'primary',
  onConfirm,
  onCancel,
  children,
}: ConfirmDialogProps) => (
  <Dialog
    open={open}
    title={title}
    description={body}
    {...(onCancel === undefined || busy ? {} : { onDismiss: onCancel })}
    footer={
      <>
        {cancelLabel === null || onCancel === undefined ? null : (
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
        )}
        <Button variant={tone} onClick={onConfirm} busy={busy}>
          {confirmLabel}
        </Button>
      </>
    }
  >
    {children}
  </Dialog>
);
