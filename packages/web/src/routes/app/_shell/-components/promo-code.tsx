import type { PromoCoupon } from '@cadence/domain';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../../ui/button/button';
import { TextField } from '../../../../ui/text-field/text-field';
import * as styles from './billing-page.css';

/** The promo code: the stored coupon with Remove, or an input with Apply. The use-case validates and answers. */
export interface PromoCodeProps {
  readonly coupon: PromoCoupon | null;
  /** Where a code goes, as the view says. */
  readonly hint: string | null;
  readonly applying: boolean;
  readonly onApply: (code: string) => void;
  readonly onRemove: () => void;
}

export const PromoCode = ({ coupon, hint, applying, onApply, onRemove }: PromoCodeProps) => {
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(code);
  };
  if (coupon !== null) {
    return (
      <div className={styles.inlineForm}>
        <p className={styles.grow}>
          Promo code <strong>{coupon.promocode}</strong> is saved in this browser.
        </p>
        <Button variant="secondary" onClick={onRemove}>
          Remove
        </Button>
      </div>
    );
  }
  return (
    <form className={styles.inlineForm} onSubmit={submit} noValidate>
      <div className={styles.grow}>
        <TextField
          label="Promo code"
          name="promocode"
          autoComplete="off"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          {...(hint === null ? {} : { hint })}
        />
      </div>
      <Button type="submit" variant="secondary" busy={applying}>
        Apply
      </Button>
    </form>
  );
};
