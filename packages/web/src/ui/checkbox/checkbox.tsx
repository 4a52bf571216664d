import type { InputHTMLAttributes, ReactNode } from 'react';
import * as styles from './checkbox.css';

/** A native checkbox with its label beside it. */
export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  readonly label: ReactNode;
}

export const Checkbox = ({ label, ...input }: CheckboxProps) => (
  <label className={styles.row}>
    <input {...input} type="checkbox" className={styles.box} />
    <span>{label}</span>
  </label>
);
