import { groupThousands } from '@cadence/domain';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../../ui/button/button';
import { TextField } from '../../../../ui/text-field/text-field';
import * as styles from './billing-page.css';

/** Raises the character limit up to the ceiling the view offers; the use-case checks and answers. */
export interface ExtendLimitProps {
  readonly ceiling: number;
  readonly extending: boolean;
  readonly onExtend: (newLimit: number) => void;
}

export const ExtendLimit = ({ ceiling, extending, onExtend }: ExtendLimitProps) => {
  const [value, setValue] = useState(String(ceiling));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onExtend(Number(value));
  };
  return (
    <section className={styles.card} aria-labelledby="usage-extend">
      <h2 id="usage-extend" className={styles.cardTitle}>
        Extend your limit
      </h2>
      <form className={styles.inlineForm} onSubmit={submit} noValidate>
        <div className={styles.grow}>
          <TextField
            label="New character limit"
            type="number"
            inputMode="numeric"
            max={ceiling}
            step={1}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            hint={`Up to ${groupThousands(ceiling)} characters this period (the most your plan allows).`}
          />
        </div>
        <Button type="submit" busy={extending}>
          Extend limit
        </Button>
      </form>
    </section>
  );
};
