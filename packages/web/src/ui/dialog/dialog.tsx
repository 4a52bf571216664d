import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import * as styles from './dialog.css';

/** A modal dialog with a title, an optional description, content and a footer of actions. */
export interface DialogProps {
  readonly open: boolean;
  /** Called when the person dismisses the dialog (Escape or a click outside); absent makes it not dismissable. */
  readonly onDismiss?: () => void;
  readonly title: string;
  readonly description?: string | null;
  readonly children?: ReactNode;
  readonly footer?: ReactNode;
}

export const Dialog = ({ open, onDismiss, title, description = null, children, footer }: DialogProps) => {
  const keepOpen = (event: Event) => {
    if (onDismiss === undefined) event.preventDefault();
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => (next ? undefined : onDismiss?.())}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={styles.content}
          onEscapeKeyDown={keepOpen}
          onPointerDownOutside={keepOpen}
          onInteractOutside={keepOpen}
          {...(description === null ? { 'aria-describedby': undefined } : {})}
        >
          <div className={styles.header}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            {description === null ? null : (
              <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
            )}
          </div>
          {children}
          {footer === undefined ? null : <div className={styles.footer}>{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
};
