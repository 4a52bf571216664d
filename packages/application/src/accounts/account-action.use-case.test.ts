import { describe, it, expect } from 'vitest';
import { of, Subject } from 'rxjs';
import * as E from 'fp-ts/lib/Either.js';
import {
  TOO_MANY_ATTEMPTS_MESSAGE, UNKNOWN_ACTION_MODE_MESSAGE, PASSWORDS_DO_NOT_MATCH_MESSAGE, SUPPORT_ACCESS_GRANTED_MESSAGE,
  VERIFY_EMAIL_FAILED_COPY,
} from '@cadence/domain';
import { createAccountActionUseCase } from './account-action.use-case.js';
import type { AccountActionView } from './account-action.types.js';
import { fakeAuth } from './testing/accounts-fakes.js';
import { memoryStorage, recordingNotifications } from '../shared/testing/shared-fakes.js';
import { InvalidActionCode, type AuthApi } from './auth-api.port.js';
import { RateLimited } from '../shared/port-error.js';

const ORIGIN = 'https://cadence.test';

const setup = (auth: AuthApi = fakeAuth(), storage = memoryStorage()) => {
  const signIns: string[] = [];
  const notifications = recordingNotifications();
  const useCase = createAccountActionUseCase({
    auth,
    storage,
    notifications,
    origin: ORIGIN,
    session: { signIn: (email, password) => { signIns.push(`${email}:${password}`); return of(E.right(undefined)); } },
  });
  const views: AccountActionView[] = [];
  useCase.view$.subscribe((v) => views.push(v));
  const last = (): AccountActionView => views.at(-1) ?? { dialog: 'none', copy: null, email: null, submitting: false, formError: null, modeError: null };
  return { useCase, last, notices: notifications.notices, signIns, storage, views };
};

describe('account-action use-case', () => {
  it('shows the unknown-mode error for an unknown mode', () => {
    const { useCase, last } = setup();
    useCase.start({ mode: 'launchRockets', oobCode: 'c' }, '/app/action').subscribe();
    expect(last().modeError).toBe(UNKNOWN_ACTION_MODE_MESSAGE);
    expect(last().dialog).toBe('none');
  });

  it('resetPassword: a good code opens the form with its e-mail; a mismatch stays in the form with the message', () => {
    const { useCase, last } = setup();
    useCase.start({ mode: 'resetPassword', oobCode: 'good' }, '/app/action').subscribe();
    expect(last()).toMatchObject({ dialog: 'changePassword', email: 'ada@example.com' });
    expect(last().copy?.title).toBe('Please enter your new Password');
    useCase.submitNewPassword('Str0ng!pass', 'Str0ng!pas').subscribe();
    expect(last()).toMatchObject({ dialog: 'changePassword', formError: PASSWORDS_DO_NOT_MATCH_MESSAGE });
  });

  it('resetPassword: success leads to "Password has been changed", whose button signs in and redirects to continueUrl', () => {
    const { useCase, last, signIns, notices, storage } = setup(fakeAuth(), memoryStorage({ 'xi:internalCode': 'ic1' }));
    useCase.start({ mode: 'resetPassword', oobCode: 'good', continueUrl: `${ORIGIN}/app/home` }, '/app/action').subscribe();
    useCase.submitNewPassword('Str0ng!pass', 'Str0ng!pass').subscribe();
    expect(last().copy?.title).toBe('Password has been changed');
    useCase.close().subscribe();
    expect(signIns).toEqual(['ada@example.com:Str0ng!pass']);
    expect(notices).toEqual([{ type: 'navigate', to: '/app/home?internalCode=ic1' }]);
    expect(storage.entries['xi:internalCode']).toBeUndefined();
    expect(last().dialog).toBe('none');
  });

  it('resetPassword: a throttled check shows the failed dialog saying only the too-many-attempts message', () => {
    const auth = fakeAuth({ checkActionCode: () => of(E.left(RateLimited('slow down'))) });
    const { useCase, last, notices } = setup(auth);
    useCase.start({ mode: 'resetPassword', oobCode: 'bad' }, '/app/action').subscribe();
    expect(last()).toMatchObject({ dialog: 'changePasswordFailed', formError: null });
    expect(last().copy).toMatchObject({ title: 'An error occurred', body: TOO_MANY_ATTEMPTS_MESSAGE });
    expect(notices).toEqual([]);
  });

  it('verifyEmail: a bad code opens the verification dialog saying it failed (unknownError), with no toast', () => {
    const auth = fakeAuth({ verifyEmail: () => of(E.left(InvalidActionCode('This link has expired.'))) });
    const { useCase, last, notices } = setup(auth);
    useCase.start({ mode: 'verifyEmail', oobCode: 'x' }, '/app/action').subscribe();
    expect(last()).toMatchObject({ dialog: 'needsVerifyEmail', copy: VERIFY_EMAIL_FAILED_COPY, formError: null });
    expect(last().copy?.body).not.toMatch(/has been verified/);
    expect(notices).toEqual([]);
  });

  it('verifyEmail: a good code opens the verification dialog with its success message', () => {
    const { useCase, last, notices } = setup();
    useCase.start({ mode: 'verifyEmail', oobCode: 'x' }, '/app/action').subscribe();
    expect(last().copy).toMatchObject({ title: 'Email Verification', body: expect.stringMatching(/has been verified/) });
    expect(notices).toEqual([]);
  });

  it('optOutOfUpdates: a bad code shows the failed opt-out dialog alone', () => {
    const auth = fakeAuth({ optOutOfUpdates: () => of(E.left(InvalidActionCode('Used.'))) });
    const { useCase, last, notices } = setup(auth);
    useCase.start({ mode: 'optOutOfUpdates', oobCode: 'x' }, '/app/action').subscribe();
    expect(last()).toMatchObject({ dialog: 'optOutUpdatesFailed', formError: null, copy: { title: 'An error occurred' } });
    expect(notices).toEqual([]);
  });

  it('refuses an off-origin continueUrl and falls back to the sign-in route', () => {
    const { useCase, notices } = setup();
    useCase.start({ mode: 'verifyEmail', oobCode: 'x', continueUrl: 'https://evil.example/app/home' }, '/app/action').subscribe();
    useCase.close().subscribe();
    expect(notices).toContainEqual({ type: 'navigate', to: '/app/sign-in' });
  });

  it('acts once per arrival: a second start on the same path does nothing', () => {
    const auth = fakeAuth();
    const { useCase } = setup(auth);
    useCase.start({ mode: 'optOutOfUpdates', oobCode: 'x' }, '/app/action?mode=optOutOfUpdates').subscribe();
    useCase.start({ mode: 'optOutOfUpdates', oobCode: 'x' }, '/app/action?mode=optOutOfUpdates').subscribe();
    expect(auth.calls.filter((c) => c === 'optOutOfUpdates')).toHaveLength(1);
  });

  it('verifySignInRequest asks for support access; granting toasts the thanks and goes to /', () => {
    const { useCase, last, notices } = setup();
    useCase.start({ mode: 'verifySignInRequest', oobCode: 'sr' }, '/app/action').subscribe();
    expect(last().copy).toMatchObject({ title: 'Grant Support Access to Your Account', confirmButton: 'Grant Access' });
    useCase.grantSupportAccess().subscribe();
    expect(notices).toEqual([
      { type: 'toast', kind: 'success', message: SUPPORT_ACCESS_GRANTED_MESSAGE },
      { type: 'navigate', to: '/' },
    ]);
  });

  it('declining support access goes to /', () => {
    const { useCase, notices, last } = setup();
    useCase.start({ mode: 'verifySignInRequest', oobCode: 'sr' }, '/app/action').subscribe();
    useCase.declineSupportAccess().subscribe();
    expect(notices).toEqual([{ type: 'navigate', to: '/' }]);
    expect(last().dialog).toBe('none');
  });

  it('remembers internalCode, newUser and invite_code from the query in browser storage', () => {
    const storage = memoryStorage();
    const { useCase } = setup(fakeAuth(), storage);
    useCase.start({ mode: 'recoverEmail', internalCode: 'ic', newUser: 'true', invite_code: 'inv' }, '/app/action').subscribe();
    expect(storage.entries).toMatchObject({ 'xi:internalCode': 'ic', 'xi:newUser': 'true', 'xi:inviteCode': 'inv' });
  });

  it('a failed grant closes the dialog and toasts the server reason, without leaving', () => {
    const auth = fakeAuth({ grantSignInRequest: () => of(E.left(InvalidActionCode('This link was already used.'))) });
    const { useCase, last, notices } = setup(auth);
    useCase.start({ mode: 'verifySignInRequest', oobCode: 'sr' }, '/app/action').subscribe();
    useCase.grantSupportAccess().subscribe();
    expect(notices).toEqual([{ type: 'toast', kind: 'error', message: 'This link was already used.' }]);
    expect(last()).toMatchObject({ dialog: 'none', submitting: false });
  });

  it('shows the call under way as submitting', () => {
    const answer = new Subject<E.Either<never, void>>();
    const { useCase, last } = setup(fakeAuth({ confirmPasswordReset: () => answer }));
    useCase.start({ mode: 'resetPassword', oobCode: 'good' }, '/app/action').subscribe();
    useCase.submitNewPassword('Str0ng!pass', 'Str0ng!pass').subscribe();
    expect(last()).toMatchObject({ dialog: 'changePassword', submitting: true });
    answer.next(E.right(undefined));
    expect(last()).toMatchObject({ dialog: 'changePasswordSucceeded', submitting: false });
  });
});

describe('account-action use-case: its life', () => {
  it('handles an intent sent before anyone watched the view', () => {
    const notifications = recordingNotifications();
    const session = { signIn: () => of(E.right(undefined)) };
    const useCase = createAccountActionUseCase({ auth: fakeAuth(), storage: memoryStorage(), notifications, origin: ORIGIN, session });
    useCase.start({ mode: 'verifySignInRequest', oobCode: 'sr' }, '/app/action').subscribe();
    useCase.declineSupportAccess().subscribe();
    expect(notifications.notices).toEqual([{ type: 'navigate', to: '/' }]);
  });

  it('finishes a call after the page stopped watching: the grant still toasts and navigates', () => {
    const answer = new Subject<E.Either<never, void>>();
    const notifications = recordingNotifications();
    const session = { signIn: () => of(E.right(undefined)) };
    const auth = fakeAuth({ grantSignInRequest: () => answer });
    const useCase = createAccountActionUseCase({ auth, storage: memoryStorage(), notifications, origin: ORIGIN, session });
    const page = useCase.view$.subscribe();
    useCase.start({ mode: 'verifySignInRequest', oobCode: 'sr' }, '/app/action').subscribe();
    useCase.grantSupportAccess().subscribe().unsubscribe();
    page.unsubscribe();
    answer.next(E.right(undefined));
    expect(notifications.notices).toEqual([
      { type: 'toast', kind: 'success', message: SUPPORT_ACCESS_GRANTED_MESSAGE },
      { type: 'navigate', to: '/' },
    ]);
  });
});
