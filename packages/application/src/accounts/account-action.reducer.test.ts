import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/lib/Either.js';
import {
  PASSWORDS_DO_NOT_MATCH_MESSAGE, SUPPORT_ACCESS_GRANTED_MESSAGE, TOO_MANY_ATTEMPTS_MESSAGE, UNKNOWN_ACTION_MODE_MESSAGE,
  VERIFY_EMAIL_FAILED_COPY,
} from '@cadence/domain';
import { Unavailable } from '../shared/port-error.js';
import { NOTHING } from './account-action-steps.js';
import {
  INITIAL_ACCOUNT_ACTION, reduceAccountAction,
  type AccountActionCommand, type AccountActionEvent, type AccountActionState,
} from './account-action.reducer.js';

/** Plays events from the initial state; answers the last state and every command issued on the way. */
const play = (...events: readonly AccountActionEvent[]) =>
  events.reduce<{ state: AccountActionState; commands: AccountActionCommand[] }>(
    (acc, event) => {
      const step = reduceAccountAction(acc.state, event);
      return { state: step.state, commands: [...acc.commands, ...step.commands] };
    },
    { state: INITIAL_ACCOUNT_ACTION, commands: [] },
  );

const RESET = { type: 'start', query: { mode: 'resetPassword', oobCode: 'c1', continueUrl: '/app/home' }, location: '/a?1' } as const;
const SUPPORT = { type: 'start', query: { mode: 'verifySignInRequest', oobCode: 'sr' }, location: '/a?2' } as const;
const codeOk = { type: 'firstStepDone', outcome: { ...NOTHING, event: { type: 'codeChecked', ok: true }, email: 'ada@example.com' } } as const;
const askSupport = { type: 'firstStepDone', outcome: { ...NOTHING, event: { type: 'supportAccessRequested' } } } as const;

describe('account-action reducer: starting', () => {
  it('an unknown mode shows its error and asks for nothing', () => {
    const { state, commands } = play({ type: 'start', query: { mode: 'nope' }, location: '/a' });
    expect(state.view).toMatchObject({ modeError: UNKNOWN_ACTION_MODE_MESSAGE, dialog: 'none', submitting: false });
    expect(commands).toEqual([]);
  });

  it('a known mode keeps the link codes and runs its first step while submitting', () => {
    const { state, commands } = play(RESET);
    expect(state.view.submitting).toBe(true);
    expect(commands.map((c) => c.type)).toEqual(['remember', 'runFirstStep']);
  });

  it('acts once per location', () => {
    expect(play(RESET, RESET).commands.map((c) => c.type)).toEqual(['remember', 'runFirstStep']);
    expect(play(RESET, { ...RESET, location: '/a?3' }).commands).toHaveLength(4);
  });

  it('the first step opens its dialog with the e-mail, and a failed step says why in the dialog alone', () => {
    expect(play(RESET, codeOk).state.view).toMatchObject({ dialog: 'changePassword', email: 'ada@example.com', submitting: false });
    const throttled = { ...NOTHING, event: { type: 'codeChecked', ok: false }, failure: 'tooManyAttempts' } as const;
    expect(play(RESET, { type: 'firstStepDone', outcome: throttled }).state.view).toMatchObject({
      dialog: 'changePasswordFailed',
      formError: null,
      copy: { title: 'An error occurred', body: TOO_MANY_ATTEMPTS_MESSAGE },
    });
    const verify = { ...NOTHING, event: { type: 'verifyEmail' }, failure: 'unknownError' } as const;
    const { state, commands } = play(RESET, { type: 'firstStepDone', outcome: verify });
    expect(state.view).toMatchObject({ dialog: 'needsVerifyEmail', copy: VERIFY_EMAIL_FAILED_COPY });
    expect(commands.filter((c) => c.type === 'notify')).toEqual([]);
  });
});

describe('account-action reducer: the new password', () => {
  it('a mismatch stays in the form with its message and calls nothing', () => {
    const { state, commands } = play(RESET, codeOk, { type: 'submitNewPassword', password: 'Str0ng!pass', repeatedPassword: 'Str0ng!pas' });
    expect(state.view).toMatchObject({ dialog: 'changePassword', formError: PASSWORDS_DO_NOT_MATCH_MESSAGE });
    expect(commands.at(-1)?.type).toBe('runFirstStep');
  });

  it('a valid password is sent with the link code; success keeps it for the sign-in on close', () => {
    const submit = { type: 'submitNewPassword', password: 'Str0ng!pass', repeatedPassword: 'Str0ng!pass' } as const;
    const sent = play(RESET, codeOk, submit);
    expect(sent.commands.at(-1)).toEqual({ type: 'confirmPasswordReset', code: 'c1', password: 'Str0ng!pass' });
    expect(sent.state.view).toMatchObject({ submitting: true, formError: null });
    const done = play(RESET, codeOk, submit, { type: 'passwordReset', ok: true, password: 'Str0ng!pass' }, { type: 'close' });
    expect(done.state.view).toMatchObject({ dialog: 'changePasswordSucceeded', submitting: true });
    expect(done.commands.at(-1)).toEqual({ type: 'signIn', email: 'ada@example.com', password: 'Str0ng!pass' });
  });

  it('after the follow-up sign-in the dialog closes and the handler leaves for continueUrl', () => {
    const submit = { type: 'submitNewPassword', password: 'Str0ng!pass', repeatedPassword: 'Str0ng!pass' } as const;
    const { state, commands } = play(RESET, codeOk, submit, { type: 'passwordReset', ok: true, password: 'Str0ng!pass' }, { type: 'close' }, {
      type: 'followUpSignInDone',
    });
    expect(state).toMatchObject({ newPassword: null, view: { dialog: 'none', copy: null, submitting: false } });
    expect(commands.at(-1)).toEqual({ type: 'leave', continueUrl: '/app/home' });
  });

  it('a refused reset shows the failed dialog, and closing it leaves without signing in', () => {
    const submit = { type: 'submitNewPassword', password: 'Str0ng!pass', repeatedPassword: 'Str0ng!pass' } as const;
    const failed = play(RESET, codeOk, submit, { type: 'passwordReset', ok: false, password: 'Str0ng!pass' });
    expect(failed.state).toMatchObject({ newPassword: null, view: { dialog: 'changePasswordFailed' } });
    expect(play(RESET, codeOk, submit, { type: 'passwordReset', ok: false, password: 'x' }, { type: 'close' }).commands.at(-1)?.type).toBe('leave');
  });
});

describe('account-action reducer: support access', () => {
  it('granting calls with the link code; success thanks and goes to /', () => {
    expect(play(SUPPORT, askSupport, { type: 'grantSupportAccess' }).commands.at(-1)).toEqual({ type: 'grantSupportAccess', code: 'sr' });
    const { state, commands } = play(SUPPORT, askSupport, { type: 'grantSupportAccess' }, { type: 'supportAccessAnswered', result: E.right(undefined) });
    expect(state.view).toMatchObject({ dialog: 'none', submitting: false });
    expect(commands.slice(-2)).toEqual([
      { type: 'notify', notice: { type: 'toast', kind: 'success', message: SUPPORT_ACCESS_GRANTED_MESSAGE } },
      { type: 'notify', notice: { type: 'navigate', to: '/' } },
    ]);
  });

  it('a failure toasts the generic message when the service gave no reason', () => {
    const { commands } = play(SUPPORT, askSupport, { type: 'grantSupportAccess' }, { type: 'supportAccessAnswered', result: E.left(Unavailable()) });
    expect(commands.at(-1)).toEqual({ type: 'notify', notice: { type: 'toast', kind: 'error', message: 'Something went wrong, please try again later.' } });
  });

  it('declining closes and goes to /; without a code granting asks nothing', () => {
    const declined = play(SUPPORT, askSupport, { type: 'declineSupportAccess' });
    expect(declined.state.view.dialog).toBe('none');
    expect(declined.commands.at(-1)).toEqual({ type: 'notify', notice: { type: 'navigate', to: '/' } });
    const noCode = { type: 'start', query: { mode: 'verifySignInRequest' }, location: '/b' } as const;
    expect(play(noCode, askSupport, { type: 'grantSupportAccess' }).commands.at(-1)?.type).toBe('runFirstStep');
  });
});
