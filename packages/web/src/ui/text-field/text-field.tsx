import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import * as styles from './text-field.css';

/** A labelled input with an optional hint (described by it), an error and an accessory beside the label (e.g. a link). */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  readonly label: string;
  readonly hint?: ReactNode;
  readonly error?: string | null;
  readonly accessory?: ReactNode;
}

export const TextField = ({ label, hint, error = null, accessory, ...input }: TextFieldProps) => {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint === undefined ? null : hintId, error === null ? null : errorId].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <div className={styles.labelRow}>
        <label className={styles.label} htmlFor={id}>
          {label}
        </label>
        {accessory}
      </div>
      <input
        {...input}
        id={id}
        className={styles.input}
        aria-invalid={error === null ? undefined : true}
        aria-describedby={describedBy === '' ? undefined : describedBy}
      />
      {hint === undefined ? null : (
        <div id={hintId} className={styles.hint}>
          {hint}
        </div>
      )}
      {error === null ? null : (
        <div id={errorId} className={styles.error} role="alert">
          {error}
        </div>
      )}
    </div>
  );
};
