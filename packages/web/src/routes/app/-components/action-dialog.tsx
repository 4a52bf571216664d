import type { AccountActionView } from '@cadence/application';
import { Alert } from '../../../ui/alert/alert';
import { ConfirmDialog } from '../../../ui/confirm-dialog/confirm-dialog';
import { NewPasswordDialog } from './new-password-dialog';

/** What the person can do in the account-action dialogs. */
export interface ActionIntents {
  readonly submitNewPassword: (password: string, repeat: string) => void;
  readonly grantSupportAccess: () => void;
  readonly declineSupportAccess: () => void;
  readonly close: () => void;
}

/** The open account-action dialog, in the domain's words, as the use-case's view describes it. */
export interface ActionDialogProps {
  readonly view: AccountActionView;
  readonly hasQueryParams: boolean;
  readonly intents: ActionIntents;
}

export const ActionDialog = ({ view, hasQueryParams, intents }: ActionDialogProps) => {
  const { dialog, copy } = view;
  if (dialog === 'none' || copy === null) return null;
  if (dialog === 'changePassword') {
    return (
      <NewPasswordDialog
        copy={copy}
        view={view}
        hasQueryParams={hasQueryParams}
        onSubmit={intents.submitNewPassword}
        onClose={intents.close}
      />
    );
  }
  const isSupportAccess = dialog === 'grantSupportAccess';
  return (
    <ConfirmDialog
      open
      title={copy.title}
      body={copy.body}
      confirmLabel={copy.confirmButton}
      cancelLabel={copy.cancelButton}
      busy={view.submitting}
      onConfirm={isSupportAccess ? intents.grantSupportAccess : intents.close}
      onCancel={isSupportAccess ? intents.declineSupportAccess : intents.close}
    >
      {view.formError === null ? null : <Alert tone="error">{view.formError}</Alert>}
    </ConfirmDialog>
  );
};
