import { useState, type FormEvent } from 'react';
import { Button } from '../../../../../ui/button/button';
import { TextField } from '../../../../../ui/text-field/text-field';
import * as styles from './api-keys.css';

/** "Key name" and "Create API key"; the field empties once the key was asked for. */
export const CreateApiKeyForm = ({ busy, onCreate }: { readonly busy: boolean; readonly onCreate: (name: string) => void }) => {
  const [name, setName] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onCreate(name);
    setName('');
  };
  return (
    <form className={styles.row} onSubmit={submit}>
      <div className={styles.grow}>
        <TextField label="Key name" value={name} onChange={(event) => setName(event.target.value)} required maxLength={100} />
      </div>
      <Button type="submit" busy={busy}>
        Create API key
      </Button>
    </form>
  );
};
