import { BehaviorSubject, type Observable } from 'rxjs';
import { TOAST_LIMIT, type ToastKind } from '../ui/toasts/toast-settings';

/** One toast on screen. */
export interface ToastMessage {
  readonly id: number;
  readonly kind: ToastKind;
  readonly message: string;
}

/** The toasts on screen, newest last, at most TOAST_LIMIT of them. */
export interface Toaster {
  readonly toasts$: Observable<readonly ToastMessage[]>;
  show(kind: ToastKind, message: string): void;
  dismiss(id: number): void;
}

/** A toaster that keeps the newest toasts and drops the oldest beyond the limit. */
export const createToaster = (): Toaster => {
  const toasts = new BehaviorSubject<readonly ToastMessage[]>([]);
  let nextId = 1;
  return {
    toasts$: toasts.asObservable(),
    show: (kind, message) => {
      const toast: ToastMessage = { id: nextId++, kind, message };
      toasts.next([...toasts.value, toast].slice(-TOAST_LIMIT));
    },
    dismiss: (id) => toasts.next(toasts.value.filter((toast) => toast.id !== id)),
  };
};
