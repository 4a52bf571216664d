import type { AccountActionView } from '@cadence/application';
import { isNewPasswordSubmitDisabled, type ActionDialogCopy } from '@cadence/domain';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../ui/alert/alert';
import { Button } from '../../../ui/button/button';
import { Dialog } from '../../../ui/dialog/dialog';
import { PasswordChecklist } from '../../../ui/password-checklist/password-checklist';
import { TextField } from '../../../ui/text-field/text-field';
import * as styles from './auth-layout.css';

/** "Please enter your new Password": the two fields with the checklist, the form error and submit. */
export interface NewPasswordDialogProps {
  readonly copy: ActionDialogCopy;
  readonly view: AccountActionView;
  readonly hasQueryParams: boolean;
  readonly onSubmit: (password: string, repeat: string) => void;
  readonly onClose: () => void;
}

export const NewPasswordDialog = ({ copy, view, hasQueryParams, onSubmit, onClose }: NewPasswordDialogProps) => {
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [first = '', second = ''] = copy.fieldLabels;
  const disabled = isNewPasswordSubmitDisabled({ hasQueryParams, isSubmitting: view.submitting });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!disabled) onSubmit(password, repeat);
  };
  return (
    <Dialog
      open
      title={copy.title}
      description={view.email === null ? copy.body : `For the account ${view.email}.`}
      {...(view.submitting ? {} : { onDismiss: onClose })}
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label={first}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          hint={<PasswordChecklist password={password} />}
        />
        <TextField
          label={second}
          type="password"
          autoComplete="new-password"
          value={repeat}
          onChange={(event) => setRepeat(event.target.value)}
        />
        {view.formError === null ? null : <Alert tone="error">{view.formError}</Alert>}
        <Button type="submit" size="lg" fullWidth disabled={disabled} busy={view.submitting}>
          {copy.confirmButton}
        </Button>
      </form>
    </Dialog>
  );
};
