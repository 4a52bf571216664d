import * as O from 'fp-ts/lib/Option.js';
import type { ActionDialogState } from './action-dialog.js';
import { resetCodeCheckMessage, type ResetCodeCheckError } from './action-code-errors.js';

/** The words of one account-action dialog; body and cancel button are null when the dialog has none. */
export interface ActionDialogCopy {
  readonly title: string;
  readonly body: string | null;
  readonly fieldLabels: readonly string[];
  readonly confirmButton: string;
  readonly cancelButton: string | null;
}

const dialog = (title: string, body: string | null, confirmButton: string): ActionDialogCopy => ({
  title,
  body,
  fieldLabels: [],
  confirmButton,
  cancelButton: null,
});

/** The copy of every open account-action dialog; titles, labels and support-access texts are the spec's. */
export const ACTION_DIALOG_COPY: Readonly<Record<Exclude<ActionDialogState, 'none'>, ActionDialogCopy>> = {
  needsVerifyEmail: dialog(
    'Email Verification',
    'Your email address has been verified. You can now sign in to your account.',
    'Go to sign in',
  ),
  changePassword: {
    ...dialog('Please enter your new Password', null, 'Change password'),
    fieldLabels: ['Your new password', 'Repeat new password'],
  },
  changePasswordSucceeded: dialog('Password has been changed', 'You can now sign in with your new password.', 'Continue'),
  changePasswordFailed: dialog(
    'An error occurred',
    'We could not change your password. The link may have expired or already been used; please request a new one.',
    'Close',
  ),
  optOutUpdatesSuccess: dialog('Opted out of updates', 'You will no longer receive product update emails from us.', 'Close'),
  optOutUpdatesFailed: dialog('An error occurred', 'We could not opt you out of updates. Please try again later.', 'Close'),
  grantSupportAccess: {
    ...dialog(
      'Grant Support Access to Your Account',
      'Do you want to grant our support team temporary access to your account?',
      'Grant Access',
    ),
    cancelButton: 'Decline',
  },
};

/** The verification dialog when the code could not be used (the spec's status unknownError): no success text. */
export const VERIFY_EMAIL_FAILED_COPY: ActionDialogCopy = dialog(
  'Email Verification',
  'We could not verify your email address. The link may have expired or already been used.',
  'Go to sign in',
);

/**
 * The words of an open dialog, given why its step failed (null when it did not). Each dialog says one thing: the
 * verification dialog, which opens whatever the outcome, says that verification failed when it did; the failed
 * password dialog says "Too many attempts…" when checks were throttled, instead of blaming the link.
 */
export const actionDialogCopy = (
  state: Exclude<ActionDialogState, 'none'>,
  failure: ResetCodeCheckError | null,
): ActionDialogCopy => {
  if (failure === null) return ACTION_DIALOG_COPY[state];
  if (state === 'needsVerifyEmail') return VERIFY_EMAIL_FAILED_COPY;
  const copy = ACTION_DIALOG_COPY[state];
  if (state !== 'changePasswordFailed') return copy;
  return O.match(() => copy, (body: string) => ({ ...copy, body }))(resetCodeCheckMessage(failure));
};

/** Where the user goes after granting or declining support access. */
export const SUPPORT_ACCESS_EXIT_PATH = '/';
