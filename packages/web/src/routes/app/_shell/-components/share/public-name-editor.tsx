import { useState, type FormEvent } from 'react';
import { Button } from '../../../../../ui/button/button';
import { TextField } from '../../../../../ui/text-field/text-field';
import * as styles from './share.css';

/** The public name the share page shows: an input and "Save". Mount it with a key per loaded link to reset it. */
export const PublicNameEditor = ({ initial, onSave }: { readonly initial: string; readonly onSave: (name: string) => void }) => {
  const [name, setName] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(name);
  };
  return (
    <form className={styles.row} onSubmit={submit}>
      <div className={styles.grow}>
        <TextField label="Public name" value={name} onChange={(event) => setName(event.target.value)} autoComplete="nickname" />
      </div>
      <Button type="submit" variant="secondary">
        Save
      </Button>
    </form>
  );
};
