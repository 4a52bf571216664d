import type { ButtonHTMLAttributes, Ref } from 'react';
import { button, spinner, type ButtonVariants } from './button.css';

/** A button; `busy` shows a spinner and disables it while an action runs. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonVariants {
  readonly busy?: boolean;
  readonly ref?: Ref<HTMLButtonElement>;
}

export const Button = ({ variant, size, fullWidth, busy = false, className, disabled, children, type, ...rest }: ButtonProps) => (
  <button
    {...rest}
    type={type ?? 'button'}
    className={[button({ variant, size, fullWidth }), className].filter(Boolean).join(' ')}
    disabled={disabled === true || busy}
    aria-busy={busy || undefined}
  >
    {busy ? <span className={spinner} aria-hidden="true" /> : null}
    {children}
  </button>
);
