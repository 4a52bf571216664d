import * as RadixToast from '@radix-ui/react-toast';
import { TOAST_DURATION_MS, type ToastKind, type ToastPlacement } from './toast-settings';
import * as styles from './toasts.css';

/** One toast to show. */
export interface ToastItem {
  readonly id: number;
  readonly kind: ToastKind;
  readonly message: string;
}

/** The toast area: the given toasts at the given placement, each closing by itself after the toast duration. */
export interface ToastsProps {
  readonly toasts: readonly ToastItem[];
  readonly placement: ToastPlacement;
  readonly onDismiss: (id: number) => void;
}

const CloseIcon = () => (
  <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
    <path d="M3.5 3.5l7 7m0-7l-7 7" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
  </svg>
);

export const Toasts = ({ toasts, placement, onDismiss }: ToastsProps) => (
  <RadixToast.Provider duration={TOAST_DURATION_MS} swipeDirection={placement === 'top-center' ? 'up' : 'right'}>
    {toasts.map((item) => (
      <RadixToast.Root
        key={item.id}
        className={styles.toast({ kind: item.kind })}
        type={item.kind === 'error' ? 'foreground' : 'background'}
        data-kind={item.kind}
        onOpenChange={(open) => (open ? undefined : onDismiss(item.id))}
      >
        <span className={styles.dot({ kind: item.kind })} aria-hidden="true" />
        <RadixToast.Description className={styles.message}>{item.message}</RadixToast.Description>
        <RadixToast.Close className={styles.close} aria-label="Dismiss notification">
          <CloseIcon />
        </RadixToast.Close>
      </RadixToast.Root>
    ))}
    <RadixToast.Viewport className={styles.viewport({ placement })} data-placement={placement} />
  </RadixToast.Provider>
);
