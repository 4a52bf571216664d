import type { BillingPeriodChoice } from '@cadence/domain';
import { visuallyHidden } from '../../../styles/global.css';
import * as styles from './billing-period-toggle.css';

const OPTIONS: readonly (readonly [BillingPeriodChoice, string])[] = [
  ['monthly', 'Monthly'],
  ['yearly', 'Yearly'],
];

/** The Monthly / Yearly switch above the plan cards: radios, so arrow keys move between them. */
export interface BillingPeriodToggleProps {
  readonly value: BillingPeriodChoice;
  readonly onChange: (choice: BillingPeriodChoice) => void;
}

export const BillingPeriodToggle = ({ value, onChange }: BillingPeriodToggleProps) => (
  <fieldset className={styles.group}>
    <legend className={visuallyHidden}>Billing period</legend>
    {OPTIONS.map(([choice, label]) => (
      <label key={choice} className={styles.option}>
        <input
          type="radio"
          name="billing-period"
          className={styles.input}
          value={choice}
          checked={value === choice}
          onChange={() => onChange(choice)}
        />
        {label}
      </label>
    ))}
  </fieldset>
);
