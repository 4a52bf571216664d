import type { SubscriptionCurrency } from '@cadence/domain';
import { visuallyHidden } from '../../../styles/global.css';
import * as styles from './billing-period-toggle.css';

const OPTIONS: readonly (readonly [SubscriptionCurrency, string])[] = [
  ['usd', 'USD'],
  ['eur', 'EUR'],
];

/** The USD / EUR switch above the plan cards, shown to whoever may choose (the view says who): radios, like the period. */
export interface CurrencyToggleProps {
  readonly value: SubscriptionCurrency;
  readonly onChange: (currency: SubscriptionCurrency) => void;
}

export const CurrencyToggle = ({ value, onChange }: CurrencyToggleProps) => (
  <fieldset className={styles.group}>
    <legend className={visuallyHidden}>Currency</legend>
    {OPTIONS.map(([currency, label]) => (
      <label key={currency} className={styles.option}>
        <input
          type="radio"
          name="currency"
          className={styles.input}
          value={currency}
          checked={value === currency}
          onChange={() => onChange(currency)}
        />
        {label}
      </label>
    ))}
  </fieldset>
);
