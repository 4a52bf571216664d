/** Every state of the account-action dialog: the spec's seven plus the support-access grant dialog. */
export const ACTION_DIALOG_STATES = [
  'none',
  'needsVerifyEmail',
  'changePassword',
  'changePasswordSucceeded',
  'changePasswordFailed',
  'optOutUpdatesSuccess',
  'optOutUpdatesFailed',
  'grantSupportAccess',
] as const;

/** The dialog the account-action handler shows, or none. */
export type ActionDialogState = (typeof ACTION_DIALOG_STATES)[number];

/** What happens to the account-action dialog. */
export type ActionDialogEvent =
  | { readonly type: 'codeChecked'; readonly ok: boolean }
  | { readonly type: 'passwordSubmitted'; readonly ok: boolean }
  | { readonly type: 'verifyEmail' }
  | { readonly type: 'optOut'; readonly ok: boolean }
  | { readonly type: 'supportAccessRequested' }
  | { readonly type: 'close' };

const opened = (event: ActionDialogEvent): ActionDialogState | null => {
  switch (event.type) {
    case 'codeChecked':
      return event.ok ? 'changePassword' : 'changePasswordFailed';
    case 'verifyEmail':
      return 'needsVerifyEmail';
    case 'optOut':
      return event.ok ? 'optOutUpdatesSuccess' : 'optOutUpdatesFailed';
    case 'supportAccessRequested':
      return 'grantSupportAccess';
    default:
      return null;
  }
};

/**
 * The next dialog state. A dialog opens only from none (one dialog at a time): a checked reset code opens the
 * password form or the failure, verifyEmail always opens the verification dialog, an opt-out shows its outcome.
 * A password submission moves only the open password form, to succeeded or failed. Closing always returns to none.
 */
export const reduceActionDialog = (state: ActionDialogState, event: ActionDialogEvent): ActionDialogState => {
  if (event.type === 'close') return 'none';
  if (event.type === 'passwordSubmitted') {
    if (state !== 'changePassword') return state;
    return event.ok ? 'changePasswordSucceeded' : 'changePasswordFailed';
  }
  return state === 'none' ? (opened(event) ?? state) : state;
};
