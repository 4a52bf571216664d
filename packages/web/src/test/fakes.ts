import type {
  AccountActionUseCase,
  AccountActionView,
  AuthError,
  ExternalNavigator,
  ForgotPasswordUseCase,
  KeyValueStore,
  SessionState,
  SessionUseCase,
  SignUpInput,
  UserProfile,
  WorkspaceView,
} from '@cadence/application';
import { signedInSession, SIGNED_OUT_SESSION, userProfile, workspaceView } from '@cadence/application/testing';
import * as E from 'fp-ts/lib/Either.js';
import * as O from 'fp-ts/lib/Option.js';
import { BehaviorSubject, defer, distinctUntilChanged, EMPTY, map, of, type Observable } from 'rxjs';

/** Fakes of the use-cases and ports: plain objects on RxJS subjects that record the intents they receive. */

/** Ada without a first name (the home page greets "Welcome back"), in a Creator workspace. */
export const USER: UserProfile = userProfile({ firstName: null });
export const WORKSPACE: WorkspaceView = workspaceView({ name: 'Analytical Engines', tier: 'creator', subscriptionStatus: 'active' });

export const SIGNED_IN: SessionState = signedInSession({ user: USER, workspace: WORKSPACE });
export const SIGNED_OUT: SessionState = SIGNED_OUT_SESSION;

/** A session whose state is a subject; sign-in succeeds (and signs in) unless `signInAnswer` says otherwise. */
export const createFakeSession = (initial: SessionState = SIGNED_OUT) => {
  const state = new BehaviorSubject<SessionState>(initial);
  const calls = { signIn: [] as (readonly [string, string])[], signUp: [] as SignUpInput[], signOut: 0 };
  const fake = {
    state,
    calls,
    signInAnswer: (): E.Either<AuthError, void> => E.right(undefined),
    signUpAnswer: (): E.Either<AuthError, void> => E.right(undefined),
  };
  const session: SessionUseCase = {
    state$: state.asObservable(),
    loggedIn$: state.pipe(
      map((s) => (s.status === 'unknown' ? null : s.status === 'signedIn')),
      distinctUntilChanged(),
    ),
    signIn: (email, password) =>
      defer(() => {
        calls.signIn.push([email, password]);
        const answer = fake.signInAnswer();
        if (E.isRight(answer)) state.next(SIGNED_IN);
        return of(answer);
      }),
    signUp: (input) =>
      defer(() => {
        calls.signUp.push(input);
        return of(fake.signUpAnswer());
      }),
    signOut: () =>
      defer(() => {
        calls.signOut += 1;
        state.next(SIGNED_OUT);
        return of(undefined);
      }),
    refresh: () => of(E.right(undefined)),
  };
  return Object.assign(fake, { session });
};

export const NO_DIALOG: AccountActionView = {
  dialog: 'none',
  copy: null,
  email: null,
  submitting: false,
  formError: null,
  modeError: null,
};

/** The account-action handler: its view is a subject; intents are recorded. */
export const createFakeAccountAction = () => {
  const view = new BehaviorSubject<AccountActionView>(NO_DIALOG);
  const calls = {
    start: [] as (readonly [Readonly<Record<string, string | undefined>>, string])[],
    submitNewPassword: [] as (readonly [string, string])[],
    grantSupportAccess: 0,
    declineSupportAccess: 0,
    close: 0,
  };
  const record = (effect: () => void): Observable<void> =>
    defer(() => {
      effect();
      return EMPTY;
    });
  const accountAction: AccountActionUseCase = {
    view$: view.asObservable(),
    start: (query, currentPath) => record(() => calls.start.push([query, currentPath])),
    submitNewPassword: (password, repeat) => record(() => calls.submitNewPassword.push([password, repeat])),
    grantSupportAccess: () => record(() => (calls.grantSupportAccess += 1)),
    declineSupportAccess: () => record(() => (calls.declineSupportAccess += 1)),
    close: () => record(() => (calls.close += 1)),
  };
  return { view, calls, accountAction };
};

/** Forgot password: answers what `answer` says (the address it was sent to by default) and records the requests. */
export const createFakeForgotPassword = () => {
  const fake = {
    calls: [] as (readonly [string, string])[],
    answer: (email: string): E.Either<AuthError, string> => E.right(email.trim()),
  };
  const forgotPassword: ForgotPasswordUseCase = {
    request: (email, continueUrl) =>
      defer(() => {
        fake.calls.push([email, continueUrl]);
        return of(fake.answer(email));
      }),
  };
  return Object.assign(fake, { forgotPassword });
};

/** Leaving the app: records the addresses instead of loading them. */
export class RecordingExternalNavigator implements ExternalNavigator {
  readonly visited: string[] = [];
  assign(url: string): void {
    this.visited.push(url);
  }
}

/** Browser storage in a map. */
export class InMemoryKeyValueStore implements KeyValueStore {
  readonly entries = new Map<string, string>();
  get(key: string): O.Option<string> {
    return O.fromNullable(this.entries.get(key));
  }
  set(key: string, value: string): void {
    this.entries.set(key, value);
  }
  remove(key: string): void {
    this.entries.delete(key);
  }
  keys(): readonly string[] {
    return [...this.entries.keys()];
  }
}
