import { TextField } from '../../../ui/text-field/text-field';

/** The e-mail field of the sign-in, sign-up and forgot-password forms. */
export const EmailField = ({ value, onChange }: { readonly value: string; readonly onChange: (email: string) => void }) => (
  <TextField label="Email" type="email" name="email" autoComplete="email" required value={value} onChange={(event) => onChange(event.target.value)} />
);
