import { describe, it, expect } from 'vitest';
import { reduceActionDialog, type ActionDialogEvent, type ActionDialogState } from './action-dialog.js';
import { ACTION_DIALOG_COPY, actionDialogCopy } from './action-dialog-copy.js';
import { closeActionDialog } from './close-redirect.js';

const run = (events: readonly ActionDialogEvent[]): ActionDialogState => events.reduce(reduceActionDialog, 'none');

describe('account-action dialog', () => {
  it('resetPassword: a good code opens the form, which ends succeeded or failed', () => {
    expect(run([{ type: 'codeChecked', ok: true }])).toBe('changePassword');
    expect(run([{ type: 'codeChecked', ok: true }, { type: 'passwordSubmitted', ok: true }])).toBe('changePasswordSucceeded');
    expect(run([{ type: 'codeChecked', ok: true }, { type: 'passwordSubmitted', ok: false }])).toBe('changePasswordFailed');
  });

  it('resetPassword: a bad code shows the failed dialog', () => {
    expect(run([{ type: 'codeChecked', ok: false }])).toBe('changePasswordFailed');
  });

  it('verifyEmail always opens the verification dialog; opt-out shows its outcome; sign-in requests ask for access', () => {
    expect(run([{ type: 'verifyEmail' }])).toBe('needsVerifyEmail');
    expect(run([{ type: 'optOut', ok: true }])).toBe('optOutUpdatesSuccess');
    expect(run([{ type: 'optOut', ok: false }])).toBe('optOutUpdatesFailed');
    expect(run([{ type: 'supportAccessRequested' }])).toBe('grantSupportAccess');
  });

  it('ignores a password submission without the open form and a second dialog over an open one', () => {
    expect(run([{ type: 'passwordSubmitted', ok: true }])).toBe('none');
    expect(run([{ type: 'verifyEmail' }, { type: 'optOut', ok: true }])).toBe('needsVerifyEmail');
  });

  it('closing returns to none', () => {
    expect(run([{ type: 'optOut', ok: false }, { type: 'close' }])).toBe('none');
  });
});

describe('account-action dialog copy', () => {
  it('uses the spec titles, labels and texts', () => {
    expect(ACTION_DIALOG_COPY.needsVerifyEmail.title).toBe('Email Verification');
    expect(ACTION_DIALOG_COPY.changePassword.title).toBe('Please enter your new Password');
    expect(ACTION_DIALOG_COPY.changePassword.fieldLabels).toEqual(['Your new password', 'Repeat new password']);
    expect(ACTION_DIALOG_COPY.changePasswordSucceeded.title).toBe('Password has been changed');
    expect(ACTION_DIALOG_COPY.changePasswordFailed.title).toBe('An error occurred');
    expect(ACTION_DIALOG_COPY.optOutUpdatesSuccess.title).toBe('Opted out of updates');
    expect(ACTION_DIALOG_COPY.optOutUpdatesFailed.title).toBe('An error occurred');
    expect(ACTION_DIALOG_COPY.grantSupportAccess).toEqual({
      title: 'Grant Support Access to Your Account',
      body: 'Do you want to grant our support team temporary access to your account?',
      fieldLabels: [],
      confirmButton: 'Grant Access',
      cancelButton: 'Decline',
    });
  });
});

describe('account-action dialog copy after a failed step', () => {
  it('a failed verification says so in the verification dialog, with no success text', () => {
    const failed = actionDialogCopy('needsVerifyEmail', 'unknownError');
    expect(failed.title).toBe('Email Verification');
    expect(failed.body).toBe('We could not verify your email address. The link may have expired or already been used.');
    expect(failed.body).not.toMatch(/has been verified/);
    expect(actionDialogCopy('needsVerifyEmail', null)).toBe(ACTION_DIALOG_COPY.needsVerifyEmail);
  });

  it('a throttled reset-code check says only "Too many attempts…", not that the link expired', () => {
    expect(actionDialogCopy('changePasswordFailed', 'tooManyAttempts')).toEqual({
      ...ACTION_DIALOG_COPY.changePasswordFailed,
      body: 'Too many attempts, please try again in a few minutes.',
    });
    expect(actionDialogCopy('changePasswordFailed', 'invalidActionCode')).toBe(ACTION_DIALOG_COPY.changePasswordFailed);
    expect(actionDialogCopy('optOutUpdatesFailed', 'unknownError')).toBe(ACTION_DIALOG_COPY.optOutUpdatesFailed);
  });
});

describe('closing the dialog', () => {
  const origin = 'https://cadence.example';

  it('redirects to continueUrl with internalCode and newUser appended, then clears them from storage', () => {
    expect(
      closeActionDialog(
        { continueUrl: 'https://cadence.example/app/sign-in', internalCode: 'c 1', newUser: 'true' },
        origin,
        '/app/home',
      ),
    ).toEqual({
      redirectTo: '/app/sign-in?internalCode=c%201&newUser=true',
      storageKeysToClear: ['xi:internalCode', 'xi:newUser'],
    });
  });

  it('appends only what is present and keeps an existing query', () => {
    const plan = closeActionDialog({ continueUrl: '/app/home?tab=1', internalCode: null, newUser: '1' }, origin, '/app/home');
    expect(plan.redirectTo).toBe('/app/home?tab=1&newUser=1');
  });

  it('falls back when continueUrl is absent or leaves the site', () => {
    const none = { internalCode: null, newUser: null };
    expect(closeActionDialog({ continueUrl: null, ...none }, origin, '/app/sign-in').redirectTo).toBe('/app/sign-in');
    expect(closeActionDialog({ continueUrl: 'https://evil.example/app/home', ...none }, origin, '/app/sign-in').redirectTo).toBe(
      '/app/sign-in',
    );
  });
});
