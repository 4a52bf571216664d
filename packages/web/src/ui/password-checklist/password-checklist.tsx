import { passwordChecklist } from '@cadence/domain';
import { visuallyHidden } from '../../styles/global.css';
import * as styles from './password-checklist.css';

const CheckIcon = () => (
  <svg width="10" height="10" viewBox="0 0 12 12" aria-hidden="true">
    <path d="M2.5 6.2 5 8.5l4.5-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/** The domain's password checklist for what is typed, line by line, updated on every keystroke. */
export const PasswordChecklist = ({ password, id }: { readonly password: string; readonly id?: string }) => (
  <ul className={styles.list} aria-label="Security requirements" id={id}>
    {passwordChecklist(password).map(({ label, met }) => (
      <li key={label} className={styles.item({ met })} data-met={met}>
        <span className={styles.mark({ met })} aria-hidden="true">
          {met ? <CheckIcon /> : null}
        </span>
        <span>{label}</span>
        <span className={visuallyHidden}>{met ? ' (met)' : ' (not met)'}</span>
      </li>
    ))}
  </ul>
);
